// Technical notes on processing and curing: vacuum infusion, catalyst dosing, thick castings,
// gelcoat defects and pultrusion. Figures are starting points from our application laboratory;
// each shop confirms them with a trial.
import type { BlogPost } from '../types';
import { postPictures } from './post-pictures';

export const PROCESS_NOTES: BlogPost[] = [
  {
    id: 12,
    title: 'Pultrusion: matching resin reactivity to line speed',
    tags: ['Pultrusion', 'Processing', 'Curing'],
    date: '2026-08-18',
    author: 'Suresh Patil',
    ...postPictures('pultrusion-line-speed', {
      main: 'Pultrusion line in a Vadodara factory: glass rovings running from a creel through an open resin bath into a heated steel die, a green FRP channel profile coming out',
      extra1:
        'Cut-away drawing of a pultrusion die in three heated zones with a temperature curve above it, the resin’s gel point in the first zone and its peak exotherm two thirds along',
      extra2:
        'Engineer pressing a Barcol impressor onto a freshly cut FRP I-beam at the end of the line',
      small: 'Close-up of a glossy green pultruded channel profile leaving the die',
    }),
    details: [
      {
        type: 'p',
        text: 'Every pultruder wants a faster line, and the puller can nearly always go faster than the resin allows. The limit is inside the die: the profile has to gel, reach its peak exotherm and cure before it leaves the steel. How quickly that happens is set by the resin, the initiators and the die temperatures together.',
      },
      { type: 'h2', text: 'What happens inside the die' },
      {
        type: 'p',
        text: 'A die is heated in three or more zones, typically between 120 and 160 °C. In the entry zone the wet roving warms up and the resin gels. In the middle zone the cure runs away, and the peak exotherm should come at about two thirds of the die length. The profile then shrinks slightly from the die wall and slides out cleanly, while the exit zone completes the cure.',
      },
      {
        type: 'p',
        text: 'If the peak moves past the exit, the profile leaves soft and undercured, with a low Barcol hardness and a tacky or fibrous surface. If gelation starts too early, cured resin sticks to the die wall near the entry, the pull force climbs and the surface tears. This build-up is called sloughing.',
      },
      { type: 'h2', text: 'The bath, ingredient by ingredient' },
      {
        type: 'ul',
        items: [
          'Resin: isophthalic or PTA for structural profiles and gratings, orthophthalic for economical sections, a dedicated grade for thin rods.',
          'Filler: kaolin, calcium carbonate or, for fire performance, alumina trihydrate, commonly 20 to 40 parts per hundred of resin. Filler cuts cost and shrinkage but raises viscosity.',
          'Internal mould release, usually 1 to 2 parts per hundred, so the profile does not stick to the chrome-plated die.',
          'Initiators in two or three temperatures: a peroxydicarbonate that starts the gel at low temperature, and tert-butyl peroxybenzoate (TBPB) that finishes the cure in the hot zone.',
          'Low-profile additive and pigment where the surface finish matters.',
        ],
      },
      { type: 'h2', text: 'Raising the line speed' },
      {
        type: 'p',
        text: 'Going 20 % faster shortens the time in the die by a sixth. You can win that back by raising the die temperatures a few degrees, by a more active initiator package, or by a more reactive resin. Each choice has a cost: hotter dies risk cracks and internal blisters where styrene boils, and more active initiators shorten the life of the bath. Change one thing at a time and measure the Barcol hardness at the die exit and again after 24 hours. Where you have access to DSC, a degree of cure of 90 % or more at the exit is a sound target.',
      },
      { type: 'h2', text: 'Looking after the bath' },
      {
        type: 'p',
        text: 'A catalysed bath slowly thickens even at room temperature. In an Indian summer the bath can sit at 35 °C, which halves its working life compared with 25 °C. Mix smaller batches more often, top up the bath rather than leaving a large volume standing, never pour old bath back into a resin drum, and consider a chilled jacket on the bath in the hottest months.',
      },
      {
        type: 'table',
        caption: 'What the profile tells you, and the first adjustment to try',
        head: ['Symptom', 'Likely cause', 'First adjustment'],
        rows: [
          [
            'Pull force rising steadily',
            'Gel too early, resin building up at the die entry',
            'Lower the entry-zone temperature or the low-temperature initiator',
          ],
          [
            'Soft profile, low Barcol at the exit',
            'Peak exotherm outside the die',
            'Slow the line or raise the exit-zone temperature',
          ],
          [
            'Fine surface cracks',
            'Peak too early and too hot',
            'Lower the middle-zone temperature; add low-profile additive',
          ],
          [
            'Dry, white fibres on the surface',
            'Poor wet-out',
            'Reduce filler, check bath viscosity and roving tension',
          ],
          [
            'Voids or blisters inside the profile',
            'Styrene boiling in an over-hot die',
            'Lower the die temperatures by 5 °C steps',
          ],
        ],
      },
      {
        type: 'p',
        text: 'Send us your die length, profile cross-section and present line speed, and we will suggest a resin and initiator package to trial on your line.',
      },
    ],
  },
  {
    id: 11,
    title: 'Gelcoat defects and their cures',
    tags: ['Gelcoat', 'Marine'],
    date: '2026-06-09',
    author: 'Priya Joshi',
    video: 'gCdEfEcTs01',
    ...postPictures('gelcoat-defects', {
      main: 'Worker in a respirator spraying white gelcoat onto a waxed boat hull mould in a Kochi boatyard, the spray fan lit by a work lamp',
      extra1:
        'Four small FRP panels side by side, each showing one defect: pinholes, a wrinkled alligator pattern, a lifted pre-released patch and a fibre pattern showing through the gloss',
      extra2:
        'Blisters the size of lentils on the white gelcoat below the waterline of a fishing boat hauled out on a slipway in Negombo',
      small: 'Close-up of a wet film thickness comb pressed into fresh white gelcoat',
    }),
    details: [
      {
        type: 'p',
        text: 'Most gelcoat defects are made in the first hour of a moulding: in how the gelcoat is mixed, sprayed and cured before the first layer of glass goes on. Here are the five we are asked about most often, what causes them and how to prevent them.',
      },
      { type: 'h2', text: 'Porosity and pinholes' },
      {
        type: 'p',
        text: 'Small holes appear in the surface after demoulding, or open up when the part is sanded. The cause is air or solvent trapped in the film: gelcoat stirred too fast, atomising pressure too high, the gun held too far from the mould, water or oil in the air line, or gelcoat so cold that air cannot escape. Stir slowly, spray from 40 to 60 cm, fit water and oil traps, and build the film in three passes rather than one.',
      },
      { type: 'h2', text: 'Alligatoring' },
      {
        type: 'p',
        text: 'A wrinkled, leathery pattern shows through the gelcoat after laminating. Styrene from the laminating resin has swollen a gelcoat film that was too thin or not cured enough. Films under 0.3 mm, too little catalyst, a cold mould and laminating too early all lead to it. Check the wet film with a comb gauge and aim for 0.5 mm, keep the MEKP between 1.5 and 2.5 %, and laminate only when the gelcoat is tacky but no longer marks a gloved finger.',
      },
      { type: 'h2', text: 'Pre-release' },
      {
        type: 'p',
        text: 'The gelcoat lifts from the mould before or during laminating and shows as dull, rippled patches on the finished part. It is caused by the gelcoat shrinking away too fast: excess catalyst, heat from sun or lamps, a film thicker than 0.8 mm, or too much release agent. Keep the mould and the gelcoat at a steady temperature, dose catalyst within the range, and do not leave a cured gelcoat waiting hours for its laminate.',
      },
      { type: 'h2', text: 'Fibre print-through' },
      {
        type: 'p',
        text: 'The weave or mat pattern becomes visible in the gloss, often only after the part has stood in the sun. The laminate behind the gelcoat shrinks as it cures and post-cures, and the gelcoat follows it. Use a gelcoat film of 0.5 to 0.7 mm, lay a skin coat of light mat or surfacing veil in isophthalic-NPG resin and let it cure before the bulk laminate, build thick laminates in stages so their exotherm stays low, and do not demould early.',
      },
      { type: 'h2', text: 'Blistering' },
      {
        type: 'p',
        text: 'Domes appear below the waterline months or years after launch, and the liquid inside smells sour. Water diffuses slowly through every gelcoat. Where it finds water-soluble material behind it, such as unreacted glycol, undercured resin, binder from the glass mat or dirt, it forms a concentrated solution that draws in more water by osmosis until the pressure lifts the gelcoat.',
      },
      {
        type: 'ul',
        items: [
          'Use isophthalic-NPG gelcoat at 0.5 to 0.8 mm, never an orthophthalic gelcoat below the waterline.',
          'Back it with an isophthalic-NPG skin coat and powder-bound mat, rolled out until no air remains.',
          'Cure fully: correct catalyst level, no laminating in cold, damp conditions, and a post-cure where the hull size allows.',
          'To repair, grind out every blister, let the laminate dry for weeks while you check it with a moisture meter, then rebuild with a barrier coat.',
        ],
      },
      {
        type: 'table',
        caption: 'The five defects at a glance',
        head: ['Defect', 'Usual cause', 'First thing to check'],
        rows: [
          ['Porosity', 'Trapped air or solvent', 'Spray pressure and distance, air-line traps'],
          ['Alligatoring', 'Thin or undercured film', 'Wet film thickness and MEKP level'],
          ['Pre-release', 'Fast shrinkage of the film', 'Catalyst level and mould temperature'],
          ['Fibre print-through', 'Laminate shrinkage', 'Gelcoat thickness and skin coat'],
          [
            'Blistering',
            'Water-soluble matter behind the gelcoat',
            'Gelcoat grade and degree of cure',
          ],
        ],
      },
      {
        type: 'quote',
        text: 'When a customer sends a photo of a defect, my first questions are always the film thickness and the temperature of the mould that morning. Those two answer most cases.',
        cite: 'Priya Joshi, gelcoat formulation, Satara',
      },
    ],
  },
  {
    id: 8,
    title: 'Curing thick castings without cracks: controlling exotherm',
    tags: ['Casting', 'Curing'],
    date: '2026-01-13',
    author: 'Anil Deshmukh',
    ...postPictures('thick-casting-exotherm', {
      main: 'A 50 mm thick cast polyester block split open on a workbench, showing a dark, cracked core and a pale outer layer, a thermocouple wire still embedded in it',
      extra1:
        'Temperature curve on a data logger screen: a casting’s core climbing to a sharp peak while its surface stays flat at 40 °C',
      extra2:
        'Technician pouring the second layer of filled resin into a steel mould for a thick machine base, a stopwatch and a digital thermometer on the bench',
      small: 'Close-up of a hairline crack running through an amber resin casting',
    }),
    details: [
      {
        type: 'p',
        text: 'Polyester resin gives off heat as it cures: enough, if none of it escapes, to warm the resin by well over 100 °C. A 3 mm laminate loses that heat to the air and the mould. A 40 mm casting cannot, so its core may reach 150 to 200 °C while the surface stays warm to the touch. The result is cracks, a dark or burnt core, warping, and voids where styrene has boiled.',
      },
      { type: 'h2', text: 'Where the heat comes from' },
      {
        type: 'p',
        text: 'Each double bond that reacts with styrene releases heat. After the gel point the reaction speeds up as the resin warms, which warms it further. The peak exotherm on a certificate of analysis is measured on a small standard mass; a large casting will always run hotter than that figure, and the thicker it is, the hotter.',
      },
      { type: 'h2', text: 'Five ways to keep the peak down' },
      {
        type: 'ul',
        items: [
          'Choose a casting grade of lower reactivity. Fewer double bonds per kilogram mean less heat and less shrinkage.',
          'Fill the resin. Calcium carbonate, silica flour or alumina trihydrate take the place of resin and soak up heat. A mix that is 60 % filler by weight contains far less resin per litre than an unfilled casting.',
          'Soften the cure system. Reduce the cobalt first, keep MEKP at 1 to 1.5 %, or use a cumene hydroperoxide blend that gives a slower, lower peak.',
          'Pour in layers. Cast the next layer when the one below has passed its peak but is still slightly tacky, so the layers bond.',
          'Use a mould that carries heat away. Steel and aluminium moulds cool the casting; wood and plaster trap the heat. Keep moulds out of the sun.',
        ],
      },
      {
        type: 'table',
        caption:
          'Starting points for castings at a workshop temperature of about 25 °C; confirm on a trial casting',
        head: ['Section thickness', 'Approach'],
        rows: [
          ['Up to 10 mm', 'Standard dosing, one pour'],
          ['10 to 25 mm', 'Reduce cobalt, use a filled mix, one pour'],
          ['25 to 50 mm', 'Low-reactivity casting grade, high filler loading, slower catalyst'],
          ['Over 50 mm', 'All of the above, and pour in layers of 20 to 30 mm'],
        ],
      },
      { type: 'h2', text: 'Measure before you make a hundred' },
      {
        type: 'p',
        text: 'Push a thermocouple into the centre of a trial casting and log the temperature until it falls again. A core peak below about 120 °C keeps you clear of styrene boiling at 145 °C and of most cracking. If the peak is higher, change one lever and repeat the trial.',
      },
      { type: 'h2', text: 'Post-cure: finishing what a cool cure leaves undone' },
      {
        type: 'p',
        text: 'A casting that stayed cool is safe from cracks but often not fully cured: its Barcol hardness is low, it smells of styrene and it softens at a lower temperature than the data sheet says. Leave it 24 hours at room temperature, then post-cure at 60 to 80 °C for three to four hours. Raise and lower the oven temperature slowly, about 10 to 15 °C an hour, so the casting never carries a large temperature difference between surface and core.',
      },
      {
        type: 'quote',
        text: 'A crack in a casting is nearly always decided in the first hour. By the time you see it, the only thing left to change is the next pour.',
        cite: 'Anil Deshmukh, process engineering, Satara',
      },
    ],
  },
  {
    id: 7,
    title: 'MEKP and cobalt: dosing by workshop temperature',
    tags: ['Curing', 'Processing'],
    date: '2025-11-18',
    author: 'Kavindi Fernando',
    ...postPictures('mekp-cobalt-dosing', {
      main: 'Laminator in a Nashik FRP workshop measuring MEKP from a graduated dispenser bottle into a bucket of amber resin, a wall thermometer reading 16 °C behind him',
      extra1:
        'Paper cup of resin on a digital scale with a stopwatch and a wooden stirring stick beside it, set up for a gel-time test',
      extra2:
        'Steel cabinet of catalyst bottles with an organic peroxide warning label, standing apart from the resin drums in a ventilated store',
      small: 'Close-up of a graduated MEKP dispenser bottle with its red cap',
    }),
    details: [
      {
        type: 'p',
        text: 'The same resin can gel in eight minutes on a May afternoon in Chennai and still be soft the next morning in a Nashik workshop in December. Catalyst and accelerator are the tools that keep gel time steady through the year, but only if each one is used for the job it does.',
      },
      { type: 'h2', text: 'What each ingredient does' },
      {
        type: 'ul',
        items: [
          'MEKP (methyl ethyl ketone peroxide) is the catalyst, more exactly the initiator. It splits into free radicals that start the cross-linking of resin and styrene, and it is used up doing so.',
          'Cobalt octoate is the accelerator. It makes MEKP split at room temperature. More cobalt means a faster gel, not a more complete cure.',
          'Dimethylaniline (DMA) is a co-accelerator that helps in the cold. Use it sparingly: it yellows light colours.',
          'Never mix MEKP and cobalt directly with each other. They react violently. Stir the accelerator into the resin first and add MEKP just before use.',
        ],
      },
      { type: 'h2', text: 'Starting points by temperature' },
      {
        type: 'table',
        caption:
          'For an unaccelerated general purpose resin in hand lay-up laminates 3 to 6 mm thick, per 100 parts of resin. Confirm with a cup test before production.',
        head: ['Resin temperature', 'MEKP', 'Cobalt octoate (6 % Co)', 'Note'],
        rows: [
          [
            '15 to 18 °C',
            '2.0 %',
            '0.4 %',
            'Add up to 0.1 % DMA if gel is still slow; warm resin and mould',
          ],
          ['19 to 24 °C', '1.5 %', '0.3 %', 'Check gel time at the start of each shift'],
          ['25 to 29 °C', '1.2 %', '0.2 %', 'Close to the certificate’s test conditions'],
          ['30 to 35 °C', '1.0 %', '0.1 to 0.15 %', 'Cut the cobalt, not the MEKP'],
          [
            'Above 35 °C',
            '1.0 %',
            '0.05 to 0.1 %',
            'Ask us about adding inhibitor; work in cooler hours',
          ],
        ],
      },
      { type: 'h2', text: 'Why not just add more catalyst in winter?' },
      {
        type: 'p',
        text: 'Above about 2 % MEKP, extra peroxide barely shortens the gel time. What does not react stays in the laminate with its carrier, lowering the heat resistance and later causing yellowing and blisters. Below 1 % the opposite happens: the peroxide runs out before the cure is complete, and the part stays tacky with a low Barcol hardness. So keep MEKP between 1 and 2 % and steer the gel time with cobalt, DMA or inhibitor.',
      },
      { type: 'h2', text: 'Measure the resin, not the weather' },
      {
        type: 'p',
        text: 'A drum that spent the night in an unheated store can be 10 °C colder than the shop air at noon, and a cold steel mould pulls heat out of a thin laminate. Put a probe thermometer in the resin before you set the dose, and bring tomorrow’s drums into the workshop today.',
      },
      { type: 'h2', text: 'The cup test' },
      {
        type: 'ul',
        items: [
          'Weigh 100 g of resin into a paper cup and note its temperature.',
          'Add the accelerator, stir, then add the MEKP, measured by weight or with a calibrated dispenser.',
          'Start a stopwatch, stir for one minute and probe the resin with a stick every half minute.',
          'The gel time is when the resin stops flowing and tears into rubbery strings. Write it down with the batch number and temperature.',
        ],
      },
      { type: 'h2', text: 'Pre-accelerated resin and storage' },
      {
        type: 'p',
        text: 'If you buy pre-accelerated resin, only the MEKP can be adjusted, within the same 1 to 2 % band. For the hottest and coldest months we can supply the same grade with its cobalt level set for the season. Store MEKP below 30 °C in its original containers, away from accelerators, metals and the resin store, and soak up spills with an inert absorbent such as vermiculite, never sawdust or rags.',
      },
    ],
  },
  {
    id: 6,
    title: 'Resin viscosity for vacuum infusion',
    tags: ['Processing', 'Marine'],
    date: '2025-09-09',
    author: 'Kavindi Fernando',
    video: 'vAcInFuSe01',
    ...postPictures('vacuum-infusion-viscosity', {
      main: 'A 9 m FRP boat hull under a green vacuum bag in a Negombo boatyard, spiral feed lines running across it and the amber resin front halfway down the side',
      extra1:
        'Diagram of a laminate stack under a vacuum bag: mould, gelcoat, glass fabric, peel ply, flow mesh and bag, with arrows showing resin flowing from the feed line to the vacuum line',
      extra2:
        'Two technicians timing resin flow across a flat test panel on a glass table, the flow front marked with tape every 10 cm',
      small: 'Close-up of amber resin creeping through white glass fabric under clear bagging film',
    }),
    details: [
      {
        type: 'p',
        text: 'In vacuum infusion the only force pushing resin through the dry glass is atmospheric pressure, less than one bar. Whether a 9 m hull fills before the resin gels is decided largely by one number on the certificate of analysis: the viscosity.',
      },
      { type: 'h2', text: 'Why viscosity rules the fill' },
      {
        type: 'p',
        text: 'Flow through dry reinforcement follows Darcy’s law: it rises with the pressure difference and the permeability of the stack, and falls with the viscosity of the resin. For a straight flow path, the time to fill grows in proportion to the viscosity and with the square of the distance. Double the viscosity and the fill takes twice as long; double the distance between feed and vacuum line and it takes four times as long.',
      },
      {
        type: 'p',
        text: 'A hand lay-up resin of 450 to 550 mPa·s is made to stay on a vertical mould, and in a bag it crawls. Infusion grades are made at 150 to 300 mPa·s and without the fumed silica that makes lay-up resins thixotropic.',
      },
      { type: 'h2', text: 'Temperature changes both sides of the race' },
      {
        type: 'p',
        text: 'Resin viscosity roughly halves for every 10 °C rise, and so does the gel time. A cold resin flows slowly but gives you time; a warm one flows quickly but gels sooner. In the coastal yards of Sri Lanka, where resin often sits at 30 to 32 °C, flow is rarely the problem and gel time is. There we lower the cobalt or add inhibitor. In a cool shop, bring drums in a day early and measure the temperature of the resin itself, not the air.',
      },
      { type: 'h2', text: 'Gel time and exotherm' },
      {
        type: 'p',
        text: 'Plan for a gel time of one and a half to two times the expected fill time; for a hull-sized part that usually means 40 to 90 minutes. The resin should also have a low peak exotherm, because infused laminates are often thick and built over foam or balsa cores, and foam cores are sensitive to heat.',
      },
      { type: 'h2', text: 'Styrene and vacuum' },
      {
        type: 'p',
        text: 'At 20 °C styrene boils at about 6 mbar absolute. Degassing resin for too long under deep vacuum, or a stalled flow front, makes it boil and leaves bubbles and dry spots. Degas briefly, and before opening the resin line, close the vacuum and watch the gauge: a drop of more than a few millibar in ten minutes means a leak that will draw air into the laminate.',
      },
      { type: 'h2', text: 'Before the first hull' },
      {
        type: 'ul',
        items: [
          'Ask for an infusion grade and check its viscosity at 25 °C on the certificate.',
          'Infuse a flat test panel with the same stack and feed spacing and time the flow front every 10 cm.',
          'Place feed and vacuum lines so that the longest flow path fills well inside the gel time.',
          'Mix 10 % more resin than the calculated amount; running dry halfway is the costliest mistake.',
          'Keep the vacuum on until the resin has gelled and the laminate has begun to warm.',
        ],
      },
      {
        type: 'quote',
        text: 'We used to blame the vacuum pump when a hull did not fill. After the flat-panel trials we moved two feed lines, and the same resin now wets out a 28-footer in under forty minutes.',
        cite: 'Nuwan Perera, boatyard owner, Negombo',
      },
    ],
  },
];
