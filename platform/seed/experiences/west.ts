/** Demo experiences of the businesses in the Pacific zone (Portland, OR). */
import type { DemoExperience } from "./types";

export const westExperiences: DemoExperience[] = [
  // Ridgeline Coffee Roasters — Portland, OR
  { name: "Cupping at the Roastery", business: "ridgelinecoffee", category: "food-drink", tags: ["coffee"], place: "Portland, OR", at: [45.5046, -122.643], address: "2230 SE Division St, Portland, OR",
    about: "Slurp, score and compare six single origins side by side, the way buyers choose green coffee.", price: 25, member: 18, perGuest: true, guests: [1, 12], minAge: 12, minutes: 60, slots: ["Sa Su 10:00-11:00", "Th 17:30-18:30"], cover: "coffee" },
  { name: "Roast Your Own Batch", business: "ridgelinecoffee", category: "classes", tags: ["coffee", "hands-on"], place: "Portland, OR", at: [45.5046, -122.643], address: "2230 SE Division St, Portland, OR",
    about: "Run our sample roaster from green to first crack and take home a pound of your own roast.", price: 130, member: 105, perGuest: true, guests: [1, 4], minAge: 18, minutes: 150, tier: 1, slots: ["Tu 10:00-12:30", "Sa 13:00-15:30"], cover: "pour-over" },
  { name: "Coffee Farm Video Call and Tasting", business: "ridgelinecoffee", category: "food-drink", tags: ["coffee", "wine-tasting"], place: "Portland, OR", at: [45.5046, -122.643], address: "2230 SE Division St, Portland, OR",
    about: "Meet the producer of this month's Huila lot live, then taste the lot three ways. Subscribers only.", price: 20, member: 0, perGuest: true, guests: [1, 30], minAge: 12, minutes: 60, membersOnly: true, slots: ["Mo 16:00-17:00"], cover: "coffee" },
  { name: "Division Street Café Walk", business: "ridgelinecoffee", category: "tours", tags: ["food-tour", "coffee", "walking-tour"], place: "Portland, OR", at: [45.5047, -122.6385], address: "SE Division St & 26th Ave, Portland, OR",
    about: "Five cafés, five brewing methods and a pastry at each. Leashed dogs welcome on every stop.", price: 50, perGuest: true, guests: [1, 10], minAge: 10, pet: true, minutes: 150, slots: ["Sa Su 09:00-11:30"], cover: "coffee" },
  { name: "Espresso After Dark", business: "ridgelinecoffee", category: "nightlife", tags: ["coffee", "cocktails"], place: "Portland, OR", at: [45.5046, -122.643], address: "2230 SE Division St, Portland, OR",
    about: "Our baristas mix espresso martinis and coffee tonics while a DJ plays soul records.", price: 38, perGuest: true, guests: [1, 8], minAge: 21, minutes: 150, slots: ["Fr Sa 20:00-22:30"], cover: "cocktail" },
  // Ridgeline Brew School — Portland, OR
  { name: "Pour-Over Fundamentals", business: "ridgelinebrewschool", category: "classes", tags: ["coffee", "hands-on"], place: "Portland, OR", at: [45.5046, -122.643], address: "2230 SE Division St, Portland, OR",
    about: "Grind size, ratio, bloom and pour: brew a better cup at home with any dripper.", price: 45, member: 36, perGuest: true, guests: [1, 8], minAge: 14, minutes: 90, slots: ["We 18:00-19:30", "Sa 11:00-12:30"], cover: "pour-over" },
  { name: "Latte Art Lab", business: "ridgelinebrewschool", category: "classes", tags: ["coffee", "hands-on"], place: "Portland, OR", at: [45.5046, -122.643], address: "2230 SE Division St, Portland, OR",
    about: "Steam silky milk and pour hearts, tulips and rosettas on a commercial machine.", price: 75, member: 60, perGuest: true, guests: [1, 6], minAge: 14, minutes: 120, slots: ["Th 18:00-20:00", "Su 10:00-12:00"], cover: "coffee" },
  { name: "Barista Certification Weekend", business: "ridgelinebrewschool", category: "classes", tags: ["coffee", "hands-on"], place: "Portland, OR", at: [45.5046, -122.643], address: "2230 SE Division St, Portland, OR",
    about: "Two days of espresso calibration, workflow and service, ending with a practical exam and certificate.", price: 495, member: 420, guests: [1, 1], minAge: 18, minutes: 420, tier: 2, slots: ["Sa 09:00-16:00"], cover: "coffee" },
  // More Portland-area experiences of the Ridgeline brands
  { name: "Columbia Gorge Waterfall Hike", business: "ridgelinecoffee", category: "outdoors", tags: ["hiking"], place: "Cascade Locks, OR", at: [45.5762, -122.1158], address: "Multnomah Falls, Bridal Veil, OR",
    about: "Three waterfalls, one big climb and a thermos of our Gorge blend at the top. Van from the roastery.", price: 95, member: 80, perGuest: true, guests: [2, 10], minAge: 10, pet: true, pickup: 25, minutes: 360, slots: ["Sa Su 08:00-14:00"], cover: "waterfall" },
  { name: "Willamette River Kayak", business: "ridgelinebrewschool", category: "outdoors", tags: ["kayaking", "birdwatching"], place: "Portland, OR", at: [45.4948, -122.6697], address: "Willamette Park, Portland, OR",
    about: "A gentle paddle to Ross Island's heron rookery, with cold brew on the water.", price: 70, perGuest: true, guests: [1, 12], minAge: 8, minutes: 150, slots: ["Sa Su 09:00-11:30", "Th 17:00-19:30"], cover: "kayak" },
  { name: "Forest Park Trail Run", business: "ridgelinecoffee", category: "outdoors", tags: ["fitness", "hiking"], place: "Portland, OR", at: [45.5389, -122.7209], address: "Lower Macleay Park, Portland, OR",
    about: "An eight-mile group trail run on Wildwood at a no-drop pace, coffee after.", price: 15, perGuest: true, guests: [1, 20], minAge: 16, pet: true, minutes: 105, slots: ["Tu Th 06:00-07:45"], cover: "running" },
  { name: "Willamette Valley Wine Day", business: "ridgelinecoffee", category: "food-drink", tags: ["wine-tasting"], place: "Dundee, OR", at: [45.2779, -123.0107], address: "Dundee Hills, Dundee, OR",
    about: "Three pinot noir estates, a picnic lunch and a driver. The cellar door tastings are included.", price: 210, member: 175, perGuest: true, guests: [2, 8], minAge: 21, pickup: 30, minutes: 420, tier: 2, slots: ["Fr Sa 10:30-17:30"], cover: "wine" },
  { name: "Kids' Hot Chocolate Lab", business: "ridgelinebrewschool", category: "family", tags: ["kids", "cooking-class"], place: "Portland, OR", at: [45.5046, -122.643], address: "2230 SE Division St, Portland, OR",
    about: "Young scientists melt, whisk and taste their way to the perfect hot chocolate.", price: 18, perGuest: true, guests: [1, 16], minAge: 4, minutes: 60, slots: ["Sa Su 14:00-15:00"], cover: "hot-chocolate" },
  { name: "Portland Underground Tour", business: "ridgelinebrewschool", category: "tours", tags: ["history", "walking-tour"], place: "Portland, OR", at: [45.5238, -122.6712], address: "Old Town, Portland, OR",
    about: "The basements and tunnels of Old Town and the tall tales told about them, ending at a historic bar.", price: 32, perGuest: true, guests: [1, 18], minAge: 13, minutes: 90, slots: ["daily 11:00-12:30", "Fr Sa 19:00-20:30"], cover: "old-town" },
  { name: "Mount Tabor Sunset Meditation", business: "ridgelinebrewschool", category: "wellness", tags: ["meditation"], place: "Portland, OR", at: [45.5118, -122.5942], address: "Mount Tabor Park, Portland, OR",
    about: "A quiet guided sit on the volcano's summit as the sun sets behind the West Hills.", price: 0, guests: [1, 30], minAge: 10, pet: true, minutes: 45, slots: ["We 19:00-19:45"], cover: "meditation" },
];
