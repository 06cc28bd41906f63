/** Demo experiences of the businesses in the Central and Mountain zones (Austin, Minneapolis, Madison, Chicago, Boulder). */
import type { DemoExperience } from "./types";

export const centralExperiences: DemoExperience[] = [
  // Steady State Coaching — Austin, TX
  { name: "Barton Springs Morning Reset", business: "steadystate", category: "wellness", tags: ["fitness", "meditation"], place: "Austin, TX", at: [30.2641, -97.7713], address: "Zilker Park, Austin, TX",
    about: "A cold plunge in the springs, breathwork on the lawn and a coached goal-setting circle.", price: 40, member: 30, perGuest: true, guests: [1, 15], minAge: 18, pet: true, minutes: 90, slots: ["Mo We Fr 06:30-08:00"], cover: "meditation" },
  { name: "Career Clarity Workshop", business: "steadystate", category: "classes", tags: ["coaching", "writing"], place: "Austin, TX", at: [30.262, -97.756], address: "900 Barton Springs Rd, Austin, TX",
    about: "Three hours to name what you want next, with exercises, peer coaching and a written plan.", price: 180, member: 140, perGuest: true, guests: [1, 12], minAge: 21, minutes: 180, tier: 1, slots: ["Sa 09:00-12:00"], cover: "notebook" },
  { name: "Leadership Offsite Day", business: "steadystate", category: "classes", tags: ["coaching"], place: "Austin, TX", at: [30.262, -97.756], address: "900 Barton Springs Rd, Austin, TX",
    about: "A facilitated day for a leadership team: feedback, decisions and a plan for the quarter. Lunch included.", price: 2400, member: 1950, guests: [4, 12], minAge: 21, pickup: 25, minutes: 480, tier: 2, slots: ["Tu We Th 09:00-17:00"], cover: "notebook" },
  { name: "Lady Bird Lake Paddle", business: "steadystate", category: "outdoors", tags: ["kayaking"], place: "Austin, TX", at: [30.2637, -97.7501], address: "Lady Bird Lake, Austin, TX",
    about: "Stand-up paddleboard basics, then a calm paddle under the bridges with a coach.", price: 55, perGuest: true, guests: [1, 10], minAge: 12, pet: true, minutes: 120, slots: ["Sa Su 08:00-10:00", "Sa Su 17:00-19:00"], cover: "kayak" },
  { name: "Sixth Street Live Music Crawl", business: "steadystate", category: "nightlife", tags: ["live-music"], place: "Austin, TX", at: [30.2672, -97.7389], address: "E 6th St, Austin, TX",
    about: "Three venues, three genres and no cover lines, with a local musician as your guide.", price: 49, perGuest: true, guests: [2, 16], minAge: 21, minutes: 210, slots: ["Th Fr Sa 20:00-23:30"], cover: "guitar" },
  // Dog-Eared Books — Minneapolis, MN
  { name: "Saturday Storytime and Crafts", business: "dogearedbooks", category: "family", tags: ["storytime", "kids"], place: "Minneapolis, MN", at: [44.9476, -93.2985], address: "3018 Hennepin Ave, Minneapolis, MN",
    about: "Picture books read aloud, then a craft to match. For ages 2 to 7 with a grown-up.", price: 8, perGuest: true, guests: [1, 20], minAge: 0, pet: true, minutes: 60, slots: ["Sa 10:30-11:30"], cover: "books" },
  { name: "Literary Trivia Night", business: "dogearedbooks", category: "nightlife", tags: ["trivia"], place: "Minneapolis, MN", at: [44.9476, -93.2985], address: "3018 Hennepin Ave, Minneapolis, MN",
    about: "Teams of up to six battle over first lines, fictional cats and Nobel laureates. Prize: store credit.", price: 10, perGuest: true, guests: [1, 6], minAge: 18, minutes: 120, slots: ["Tu 19:00-21:00"], cover: "books" },
  { name: "Memoir Writing Circle", business: "dogearedbooks", category: "classes", tags: ["writing"], place: "Minneapolis, MN", at: [44.9476, -93.2985], address: "3018 Hennepin Ave, Minneapolis, MN",
    about: "A six-week circle for writing true stories, in a small group after hours. Book club members only.", price: 210, member: 180, guests: [1, 1], minAge: 18, minutes: 120, membersOnly: true, slots: ["Th 18:30-20:30"], cover: "notebook" },
  { name: "Lakes Loop Bike Tour", business: "dogearedbooks", category: "outdoors", tags: ["cycling"], place: "Minneapolis, MN", at: [44.9483, -93.3066], address: "Bde Maka Ska, Minneapolis, MN",
    about: "An easy ride around the Chain of Lakes with stops at the authors' houses of Lowry Hill. Bikes included.", price: 45, perGuest: true, guests: [2, 12], minAge: 12, minutes: 150, slots: ["Sa Su 09:00-11:30"], cover: "bike" },
  // Copper Pot Cooking School — Madison, WI
  { name: "Handmade Pasta Night", business: "copperpot", category: "food-drink", tags: ["cooking-class"], place: "Madison, WI", at: [43.0753, -89.3817], address: "118 King St, Madison, WI",
    about: "Tagliatelle, ravioli and two sauces from scratch, then dinner together with a glass of wine.", price: 95, member: 80, perGuest: true, guests: [2, 14], minAge: 16, minutes: 180, slots: ["Th Fr 18:00-21:00"], cover: "pasta" },
  { name: "Knife Skills Bootcamp", business: "copperpot", category: "classes", tags: ["cooking-class", "hands-on"], place: "Madison, WI", at: [43.0753, -89.3817], address: "118 King St, Madison, WI",
    about: "Hold, sharpen and use a chef's knife properly. Faster prep, fewer bandages.", price: 65, perGuest: true, guests: [1, 12], minAge: 14, minutes: 120, slots: ["We 18:00-20:00", "Su 13:00-15:00"], cover: "knife" },
  { name: "Dane County Farmers' Market Tour", business: "copperpot", category: "tours", tags: ["food-tour", "walking-tour"], place: "Madison, WI", at: [43.0747, -89.3841], address: "Capitol Square, Madison, WI",
    about: "Shop the country's largest producer-only market with a chef, then cook brunch from what you bought.", price: 85, member: 70, perGuest: true, guests: [1, 10], minAge: 10, pet: true, minutes: 210, slots: ["Sa 07:30-11:00"], cover: "market" },
  { name: "Wisconsin Cheese and Beer Pairing", business: "copperpot", category: "food-drink", tags: ["wine-tasting"], place: "Madison, WI", at: [43.0753, -89.3817], address: "118 King St, Madison, WI",
    about: "Eight cheeses, six local beers and the science of why some pairings sing.", price: 58, perGuest: true, guests: [2, 20], minAge: 21, minutes: 90, slots: ["Fr Sa 19:00-20:30"], cover: "cheese-beer" },
  { name: "Junior Chefs Camp Day", business: "copperpot", category: "family", tags: ["kids", "cooking-class"], place: "Madison, WI", at: [43.0753, -89.3817], address: "118 King St, Madison, WI",
    about: "Kids 8 to 13 cook a three-course lunch, learn kitchen safety and take the recipes home.", price: 75, perGuest: true, guests: [1, 12], minAge: 8, minutes: 300, slots: ["Mo Tu We 09:00-14:00"], cover: "knife" },
  // Northside Music Lessons — Chicago, IL
  { name: "First Guitar Lesson", business: "northsidemusic", category: "classes", tags: ["music-lesson"], place: "Chicago, IL", at: [41.968, -87.688], address: "4750 N Lincoln Ave, Chicago, IL",
    about: "A private half-hour to hold a guitar, play three chords and leave with a practice plan.", price: 40, member: 32, guests: [1, 1], minAge: 7, minutes: 30, slots: ["Mo Tu We Th 15:00-20:00", "Sa 10:00-14:00"], cover: "guitar" },
  { name: "Blues Jam Night", business: "northsidemusic", category: "nightlife", tags: ["live-music"], place: "Chicago, IL", at: [41.9685, -87.6885], address: "4750 N Lincoln Ave, Chicago, IL",
    about: "Bring an instrument or just listen: a house band backs anyone who signs up for a twelve-bar turn.", price: 15, perGuest: true, guests: [1, 8], minAge: 21, minutes: 180, slots: ["We 20:00-23:00"], cover: "guitar" },
  { name: "Family Drum Circle", business: "northsidemusic", category: "family", tags: ["all-ages", "music-lesson"], place: "Chicago, IL", at: [41.9658, -87.6894], address: "Welles Park, Chicago, IL",
    about: "Hand drums for everyone in the park, led by a percussion teacher. Dogs welcome, noise guaranteed.", price: 0, guests: [1, 40], minAge: 0, pet: true, minutes: 60, slots: ["Su 11:00-12:00"], cover: "drums" },
  { name: "Chicago Jazz History Walk", business: "northsidemusic", category: "tours", tags: ["history", "live-music", "walking-tour"], place: "Chicago, IL", at: [41.9731, -87.6595], address: "Green Mill, 4802 N Broadway, Chicago, IL",
    about: "Uptown's speakeasies and ballrooms, ending with reserved seats for the early set at the Green Mill.", price: 48, member: 40, perGuest: true, guests: [1, 12], minAge: 21, minutes: 150, slots: ["Fr Sa 18:30-21:00"], cover: "old-town" },
  // Switchback Trail Guides — Boulder, CO
  { name: "Flatirons Sunrise Hike", business: "switchbackguides", category: "outdoors", tags: ["hiking"], place: "Boulder, CO", at: [39.9988, -105.2829], address: "Chautauqua Trailhead, Boulder, CO",
    about: "A guided climb up the first Flatiron trail in time for sunrise over the plains. Headlamps provided.", price: 60, member: 48, perGuest: true, guests: [1, 10], minAge: 12, pet: true, pickup: 10, minutes: 210, slots: ["Sa Su 05:30-09:00"], cover: "mountains" },
  { name: "Rocky Mountain Wildlife Safari", business: "switchbackguides", category: "outdoors", tags: ["birdwatching", "hiking"], place: "Estes Park, CO", at: [40.3772, -105.5217], address: "Rocky Mountain National Park, Estes Park, CO",
    about: "Elk, bighorn sheep and raptors with a naturalist and spotting scopes. Van pickup in Boulder.", price: 175, member: 150, perGuest: true, guests: [2, 7], minAge: 6, pickup: 30, minutes: 540, tier: 1, slots: ["Tu Th Sa 06:00-15:00"], cover: "wildlife" },
  { name: "Intro to Rock Climbing", business: "switchbackguides", category: "classes", tags: ["hands-on", "fitness"], place: "Boulder, CO", at: [40.0052, -105.3063], address: "Eldorado Canyon, Eldorado Springs, CO",
    about: "Knots, belaying and your first outdoor climbs on real rock, with all the gear.", price: 220, member: 190, guests: [1, 3], minAge: 10, pickup: 15, minutes: 300, slots: ["Sa Su 08:00-13:00", "We 13:00-18:00"], cover: "climbing" },
];
