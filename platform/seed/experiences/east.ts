/** Demo experiences of the businesses in the Eastern zone (Richmond, Asheville, Savannah, Burlington, Charleston, Providence, Columbus). */
import type { DemoExperience } from "./types";

export const eastExperiences: DemoExperience[] = [
  // Lotus Flow Yoga — Richmond, VA
  { name: "Sunrise Vinyasa on the James", business: "lotusflow", category: "wellness", tags: ["yoga"], place: "Richmond, VA", at: [37.5332, -77.4481], address: "Belle Isle, Richmond, VA",
    about: "A flowing outdoor vinyasa class on the granite flats of Belle Isle as the sun comes up over the river. Mats provided.", price: 22, member: 15, perGuest: true, guests: [1, 20], minAge: 12, minutes: 75, slots: ["Sa Su 06:30-07:45"], cover: "yoga" },
  { name: "Yin and Sound Bath Evening", business: "lotusflow", category: "wellness", tags: ["yoga", "sound-bath", "meditation"], place: "Richmond, VA", at: [37.5485, -77.463], address: "1817 W Main St, Richmond, VA",
    about: "Long-held yin postures followed by a crystal bowl sound bath. A slow, quiet close to the week.", price: 35, member: 25, perGuest: true, guests: [1, 16], minAge: 16, minutes: 90, slots: ["Fr 19:00-20:30"], cover: "sound-bath" },
  { name: "Prenatal Yoga Series", business: "lotusflow", category: "classes", tags: ["yoga", "hands-on"], place: "Richmond, VA", at: [37.5485, -77.463], address: "1817 W Main St, Richmond, VA",
    about: "Gentle strength and breathing work for every trimester, taught by a certified prenatal teacher.", price: 28, perGuest: true, guests: [1, 10], minAge: 18, minutes: 60, slots: ["Tu Th 10:00-11:00"], cover: "yoga" },
  { name: "Blue Ridge Yoga Retreat Day", business: "lotusflow", category: "wellness", tags: ["yoga", "hiking", "meditation"], place: "Charlottesville, VA", at: [38.0293, -78.4767], address: "Sugar Hollow Rd, Crozet, VA",
    about: "A day in the foothills: morning practice, a guided hike, a farm lunch and restorative yoga. Shuttle from the studio included.", price: 189, member: 149, perGuest: true, guests: [2, 14], minAge: 18, pickup: 15, minutes: 480, tier: 1, slots: ["Sa 08:00-16:00"], cover: "mountains" },
  { name: "Puppy Yoga in the Park", business: "lotusflow", category: "family", tags: ["yoga", "all-ages"], place: "Richmond, VA", at: [37.5412, -77.4727], address: "Maymont Park, Richmond, VA",
    about: "An easy all-levels flow with adoptable puppies from a local rescue. Bring your own dog too.", price: 30, perGuest: true, guests: [1, 25], minAge: 6, pet: true, minutes: 60, slots: ["Su 10:00-11:00"], cover: "puppy-yoga" },
  // Hearth & Crumb Bakery — Asheville, NC
  { name: "Sourdough from Scratch", business: "hearthandcrumb", category: "food-drink", tags: ["baking", "cooking-class"], place: "Asheville, NC", at: [35.579, -82.579], address: "42 Haywood Rd, Asheville, NC",
    about: "Mix, shape and score your own loaf, and go home with a jar of our 40-year-old starter.", price: 85, member: 70, perGuest: true, guests: [1, 8], minAge: 14, minutes: 180, slots: ["Sa 09:00-12:00", "We 17:30-20:30"], cover: "bread" },
  { name: "Pastry Lamination Masterclass", business: "hearthandcrumb", category: "classes", tags: ["baking", "hands-on"], place: "Asheville, NC", at: [35.579, -82.579], address: "42 Haywood Rd, Asheville, NC",
    about: "Croissants and kouign-amann the slow way: butter blocks, turns and proofing, with the head baker.", price: 140, member: 115, perGuest: true, guests: [2, 6], minAge: 16, minutes: 240, tier: 1, slots: ["Su 08:00-12:00"], cover: "bread" },
  { name: "West Asheville Bakery Crawl", business: "hearthandcrumb", category: "tours", tags: ["food-tour", "walking-tour", "baking"], place: "Asheville, NC", at: [35.5784, -82.5889], address: "Haywood Rd & State St, Asheville, NC",
    about: "Four bakeries, one coffee stop and a lot of butter. A walking tour of the neighbourhood's ovens.", price: 55, perGuest: true, guests: [2, 12], minAge: 8, pet: true, minutes: 150, slots: ["Sa Su 10:00-12:30"], cover: "bread" },
  { name: "Kids' Pizza Night", business: "hearthandcrumb", category: "family", tags: ["kids", "cooking-class"], place: "Asheville, NC", at: [35.579, -82.579], address: "42 Haywood Rd, Asheville, NC",
    about: "Kids stretch their own dough and top it in the wood oven while grown-ups relax upstairs.", price: 120, guests: [2, 10], minAge: 5, minutes: 90, slots: ["Fr 17:00-18:30"], cover: "pizza" },
  // Saltmarsh Photography — Savannah, GA
  { name: "Golden Hour Photo Walk", business: "saltmarshphoto", category: "arts-culture", tags: ["photography", "walking-tour"], place: "Savannah, GA", at: [32.0809, -81.0912], address: "Forsyth Park, Savannah, GA",
    about: "Learn light, framing and manual settings among the live oaks and squares of the historic district.", price: 65, member: 50, perGuest: true, guests: [1, 10], minAge: 12, pet: true, minutes: 120, slots: ["Th Fr Sa 18:00-20:00"], cover: "camera" },
  { name: "Salt Marsh Kayak and Camera", business: "saltmarshphoto", category: "outdoors", tags: ["kayaking", "photography", "birdwatching"], place: "Tybee Island, GA", at: [32.0179, -80.8573], address: "Lazaretto Creek, Tybee Island, GA",
    about: "Paddle the tidal creeks at dawn with a waterproof camera and a naturalist guide. Herons guaranteed, dolphins likely.", price: 110, member: 95, perGuest: true, guests: [2, 8], minAge: 10, pickup: 20, minutes: 180, slots: ["Sa Su 06:30-09:30"], cover: "kayak" },
  { name: "Savannah Squares History Walk", business: "saltmarshphoto", category: "tours", tags: ["history", "walking-tour"], place: "Savannah, GA", at: [32.0784, -81.0913], address: "Chippewa Square, Savannah, GA",
    about: "Twelve squares, three centuries and the stories behind the ironwork, told by a local historian.", price: 35, perGuest: true, guests: [1, 20], pet: true, minutes: 105, slots: ["daily 10:00-11:45", "daily 14:00-15:45"], cover: "old-town" },
  { name: "Portrait Studio Night", business: "saltmarshphoto", category: "nightlife", tags: ["photography", "cocktails"], place: "Savannah, GA", at: [32.0807, -81.0898], address: "310 E Bay St, Savannah, GA",
    about: "A pop-up portrait studio with a bar: dress up, get lit by a pro and take home three edited prints.", price: 75, guests: [1, 4], minAge: 21, minutes: 120, tier: 2, slots: ["Fr Sa 20:00-22:00"], cover: "camera" },
  // Kiln & Co. Ceramics — Burlington, VT
  { name: "Wheel Throwing for Beginners", business: "kilnandco", category: "arts-culture", tags: ["pottery", "hands-on"], place: "Burlington, VT", at: [44.4584, -73.2142], address: "208 Flynn Ave, Burlington, VT",
    about: "Centre, open and pull your first bowls. We glaze and fire your two best pieces and ship them to you.", price: 95, member: 80, perGuest: true, guests: [1, 8], minAge: 12, minutes: 150, slots: ["Tu Th 18:00-20:30", "Sa 13:00-15:30"], cover: "pottery" },
  { name: "Date Night at the Wheel", business: "kilnandco", category: "nightlife", tags: ["pottery", "cocktails"], place: "Burlington, VT", at: [44.4584, -73.2142], address: "208 Flynn Ave, Burlington, VT",
    about: "Two wheels, one bottle of Vermont cider and a patient instructor. For couples and friends.", price: 150, member: 130, guests: [2, 2], minAge: 21, minutes: 120, slots: ["Fr 19:00-21:00"], cover: "pottery" },
  { name: "Family Clay Saturday", business: "kilnandco", category: "family", tags: ["pottery", "kids", "all-ages"], place: "Burlington, VT", at: [44.4584, -73.2142], address: "208 Flynn Ave, Burlington, VT",
    about: "Hand-building for parents and kids together: pinch pots, tiles and little creatures.", price: 90, guests: [2, 6], minAge: 4, minutes: 90, slots: ["Sa 10:00-11:30"], cover: "pottery" },
  { name: "Lake Champlain Sunset Sail", business: "kilnandco", category: "tours", tags: ["boat-tour"], place: "Burlington, VT", at: [44.4759, -73.2211], address: "Burlington Community Boathouse, Burlington, VT",
    about: "A members' evening on a classic schooner with local cheese, cider and the Adirondacks at sunset.", price: 68, member: 54, perGuest: true, guests: [1, 30], minAge: 0, pet: true, minutes: 120, membersOnly: true, slots: ["We Fr 18:30-20:30"], cover: "sailboat" },
  // Wild Iris Floral Studio — Charleston, SC
  { name: "Seasonal Bouquet Workshop", business: "wildirisfloral", category: "arts-culture", tags: ["floral-design", "hands-on"], place: "Charleston, SC", at: [32.7765, -79.9311], address: "145 King St, Charleston, SC",
    about: "Build a hand-tied bouquet from the week's market flowers while we talk colour, texture and care.", price: 78, member: 65, perGuest: true, guests: [1, 12], minAge: 10, minutes: 120, slots: ["Sa 10:00-12:00", "Th 18:00-20:00"], cover: "flowers" },
  { name: "Wreath and Wine Evening", business: "wildirisfloral", category: "nightlife", tags: ["floral-design", "wine-tasting"], place: "Charleston, SC", at: [32.7765, -79.9311], address: "145 King St, Charleston, SC",
    about: "Magnolia and cedar wreaths with a sommelier pouring three Southern wines.", price: 92, perGuest: true, guests: [2, 14], minAge: 21, minutes: 150, slots: ["Fr 18:30-21:00"], cover: "flowers" },
  { name: "Charleston Garden Tour", business: "wildirisfloral", category: "tours", tags: ["history", "walking-tour"], place: "Charleston, SC", at: [32.7729, -79.9311], address: "Meeting St, Charleston, SC",
    about: "Behind the gates of six private South of Broad gardens, with a florist's eye for what grows where.", price: 60, perGuest: true, guests: [1, 15], minAge: 8, minutes: 150, tier: 1, slots: ["Tu Th Sa 09:30-12:00"], cover: "flowers" },
  // Harbor Letterpress — Providence, RI
  { name: "Letterpress Poster Workshop", business: "harborletterpress", category: "arts-culture", tags: ["printmaking", "hands-on"], place: "Providence, RI", at: [41.8199, -71.3994], address: "86 Wickenden St, Providence, RI",
    about: "Set wood type and print a two-colour poster on a 1920s Vandercook proof press.", price: 120, member: 99, perGuest: true, guests: [1, 6], minAge: 14, minutes: 180, slots: ["Sa 10:00-13:00"], cover: "letterpress" },
  { name: "Creative Writing by the Harbor", business: "harborletterpress", category: "classes", tags: ["writing"], place: "Providence, RI", at: [41.8199, -71.3994], address: "86 Wickenden St, Providence, RI",
    about: "Prompts, short readings and generous feedback. Every participant leaves with a printed broadside of their piece.", price: 45, perGuest: true, guests: [1, 12], minAge: 16, minutes: 120, slots: ["We 18:30-20:30"], cover: "notebook" },
  { name: "Fox Point Waterfront Walk", business: "harborletterpress", category: "tours", tags: ["history", "walking-tour"], place: "Providence, RI", at: [41.8185, -71.4007], address: "India Point Park, Providence, RI",
    about: "The whalers, the Cape Verdean community and the print shops of the old waterfront.", price: 25, perGuest: true, guests: [1, 20], pet: true, minutes: 90, slots: ["Su 11:00-12:30"], cover: "old-town" },
  // Meridian Wellness Network — Columbus, OH
  { name: "Guided Meditation at Lunch", business: "meridianwellness", category: "wellness", tags: ["meditation"], place: "Columbus, OH", at: [39.9612, -82.9988], address: "250 S High St, Columbus, OH",
    about: "Thirty minutes of guided breathing and body scan for a weekday reset. Chairs or cushions.", price: 12, member: 0, perGuest: true, guests: [1, 40], minAge: 13, minutes: 30, slots: ["Mo Tu We Th Fr 12:15-12:45"], cover: "meditation" },
  { name: "Executive Wellness Intensive", business: "meridianwellness", category: "wellness", tags: ["fitness", "meditation", "coaching"], place: "Columbus, OH", at: [39.9612, -82.9988], address: "250 S High St, Columbus, OH",
    about: "A full day of assessment, movement, nutrition and recovery coaching with our clinical team.", price: 650, member: 520, guests: [1, 1], minAge: 25, minutes: 420, tier: 3, membersOnly: true, slots: ["Mo We 08:00-15:00"], cover: "meditation" },
  { name: "Scioto Mile Run Club", business: "meridianwellness", category: "outdoors", tags: ["fitness"], place: "Columbus, OH", at: [39.9584, -83.0043], address: "Bicentennial Park, Columbus, OH",
    about: "A coached 5K along the river at an easy conversational pace, with stretching after. Dogs on leash welcome.", price: 0, guests: [1, 50], minAge: 14, pet: true, minutes: 60, slots: ["Tu Th 18:00-19:00", "Sa 08:00-09:00"], cover: "running" },
];
