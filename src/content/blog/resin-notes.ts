// Technical notes on choosing, receiving, storing and shipping resin, and on the grades made for
// quartz, solid surface and optical fibre rods. Property figures match the catalogue ranges.
import type { BlogPost } from '../types';
import { postPictures } from './post-pictures';

export const RESIN_NOTES: BlogPost[] = [
  {
    id: 14,
    title: 'Exporting resin to Sri Lanka: lead times, documents and packaging',
    tags: ['Export', 'Sri Lanka'],
    date: '2026-11-12',
    author: 'Tharindu Silva',
    ...postPictures('export-to-sri-lanka', {
      main: 'Container ship being loaded at Nhava Sheva port, a 20-foot container of resin drums with orange class 3 flammable liquid placards swinging from the crane',
      extra1:
        'Inside an open 20-foot container: four blue resin drums to a pallet, strapped and braced with timber, an inspector photographing the load',
      extra2:
        'Desk with an export document set laid out: commercial invoice, packing list, certificate of origin, safety data sheet and certificate of analysis, with a rubber stamp',
      small: 'Close-up of a drum label showing UN 1866, the class 3 diamond and a batch number',
    }),
    details: [
      {
        type: 'p',
        text: 'Most of our customers in Sri Lanka buy from the Biyagama plant and receive resin within two days. Grades made only in Satara, such as isophthalic-NPG resin, gelcoats, PTA and optical fibre rod resin, and orders of a container or more ship from India. This is what such a shipment involves.',
      },
      { type: 'h2', text: 'Lead time, step by step' },
      {
        type: 'table',
        caption:
          'Typical times for a full container from Satara to a customer near Colombo, in working days',
        head: ['Step', 'Typical time'],
        rows: [
          ['Production, testing and release at Satara', '3 to 5 days'],
          ['Export documents, container stuffing and customs at origin', '2 to 3 days'],
          ['Road to Nhava Sheva and gate-in before the vessel cut-off', '1 to 2 days'],
          ['Sailing from Nhava Sheva to Colombo', '4 to 6 days'],
          ['Customs clearance in Colombo and delivery', '2 to 4 days'],
        ],
      },
      {
        type: 'p',
        text: 'Together that is two and a half to three weeks from a confirmed order. Grades that are in stock at Biyagama reach you far sooner, so tell us which ones you need urgently and we will split the order.',
      },
      { type: 'h2', text: 'The documents' },
      {
        type: 'ul',
        items: [
          'Commercial invoice and packing list with the HS code 3907.91, unsaturated polyesters in primary form.',
          'Bill of lading, and an insurance certificate when we sell CIF Colombo.',
          'Certificate of origin under the India–Sri Lanka Free Trade Agreement, which lowers the import duty for goods that qualify. Your clearing agent will tell you whether it applies to your grade.',
          'Dangerous goods declaration: resin dissolved in styrene ships as UN 1866, resin solution, class 3, packing group III.',
          'Safety data sheet and a certificate of analysis for every batch in the container.',
        ],
      },
      {
        type: 'p',
        text: 'Organic peroxides such as MEKP are class 5.2 dangerous goods and must be kept apart from the resin. We do not load them in the same container; buy catalyst from a local distributor or ask us to arrange a separate shipment.',
      },
      { type: 'h2', text: 'Packaging for the voyage' },
      {
        type: 'ul',
        items: [
          '220 kg closed-head steel drums, four to a pallet: a 20-foot container takes 80 drums, or 17.6 tonnes.',
          '1,000 kg IBCs for customers who can pump and store in bulk: 18 fit in a 20-foot container.',
          'Every drum carries the UN number, the class 3 label, the grade, the batch number and the use-by date.',
        ],
      },
      {
        type: 'p',
        text: 'A container standing in the sun at a port can reach 50 °C inside, and every week at that temperature costs a resin several weeks of shelf life. We therefore ship unaccelerated grades wherever the process allows, fill containers close to the sailing date, and set the use-by date on export labels with that heat in mind. Move the drums into a shaded, cool store as soon as they arrive.',
      },
      { type: 'h2', text: 'Prices and terms' },
      {
        type: 'p',
        text: 'We quote FOB Nhava Sheva or CIF Colombo, in US dollars or Indian rupees. Mixed containers of resin and gelcoat are welcome, and the smallest export we ship directly is one pallet of four drums as part of a shared container. Below that, the Biyagama warehouse is the faster and cheaper route.',
      },
    ],
  },
  {
    id: 13,
    title: 'Optical fibre rod resin: what a cable strength member asks of its resin',
    tags: ['Pultrusion', 'Resin selection'],
    date: '2026-09-14',
    author: 'Suresh Patil',
    ...postPictures('optical-fibre-rod-resin', {
      main: 'Rows of wooden reels wound with thin cream-coloured FRP rod at the end of a multi-strand pultrusion line in a Silvassa cable factory',
      extra1:
        'Cross-section of an outdoor optical fibre cable: a white FRP rod at the centre, loose tubes with coloured fibres around it and a black polyethylene jacket',
      extra2:
        'Laboratory technician wrapping a 2 mm FRP rod around a steel mandrel in a bend test, a magnifying lamp above',
      small: 'Close-up of the cut end of a 2 mm FRP rod showing packed glass fibres',
    }),
    details: [
      {
        type: 'p',
        text: 'At the centre of most optical fibre cables runs a glass-fibre reinforced plastic rod between about half a millimetre and a few millimetres thick. It carries the pulling load when the cable is installed, stops the cable from buckling when its polyethylene jacket shrinks in the cold, and, unlike a steel wire, conducts no electricity, so cables hung on power lines or laid in lightning-prone country stay safe.',
      },
      { type: 'h2', text: 'What cable makers measure on the rod' },
      {
        type: 'ul',
        items: [
          'Tensile strength of 1,100 MPa or more and a tensile modulus of at least 50 GPa.',
          'Elongation at break of 4 % or less.',
          'Water absorption of 0.1 % or less, so no moisture reaches the fibres.',
          'Diameter held within a few hundredths of a millimetre, and a round, smooth surface for jacketing.',
          'No cracks or broken fibres when the rod is wound around a mandrel of a stated multiple of its diameter.',
        ],
      },
      {
        type: 'p',
        text: 'About four fifths of the rod by weight is glass. The resin carries little load itself; its job is to wet every filament, hold the fibres straight and pass the load between them. A dry bundle or a void in the rod means lower strength and a path for water.',
      },
      { type: 'h2', text: 'What the resin must do' },
      {
        type: 'ul',
        items: [
          'Flow: a viscosity of 300 to 450 mPa·s so thousands of filaments wet out at full line speed.',
          'React fast: a gel time of 8 to 12 minutes at 25 °C in the standard test, and a complete cure in the seconds the rod spends in a die at 120 to 160 °C.',
          'Resist heat: a heat deflection temperature of 110 to 120 °C, so the rod does not soften when the hot jacket is extruded over it.',
          'Stretch with the glass: an elongation of 3.5 to 4.5 %, so the resin does not crack before the fibres are loaded.',
          'Stay the same from lot to lot, because a change in viscosity changes die pressure and rod diameter.',
        ],
      },
      { type: 'h2', text: 'Running it on the line' },
      {
        type: 'p',
        text: 'The bath is made of the resin, a high-temperature initiator such as tert-butyl peroxybenzoate, often with a peroxydicarbonate to start the gel, and an internal mould release. Keep the bath cool and filtered, as fine gel particles scratch the rod surface and block the small entry bushing of the die. Preheating the wet roving lets a line run faster without raising die temperatures.',
      },
      { type: 'h2', text: 'Checking the reel' },
      {
        type: 'p',
        text: 'Test each reel for diameter along its length, Barcol hardness, and bend performance on the mandrel. A residual exotherm measured by DSC shows whether the rod left the die fully cured. If bend tests start to fail while the resin batch is unchanged, look first at die temperatures and line speed, then at the roving.',
      },
      {
        type: 'quote',
        text: 'Our customers test our rod more often than we test our resin. What we need from a supplier is that we never have to retune the line when a new batch arrives.',
        cite: 'Vikram Rao, production head, Metro Pultrusions, Silvassa',
      },
    ],
  },
  {
    id: 10,
    title: 'Resins for engineered quartz and solid surface',
    tags: ['Casting', 'Resin selection'],
    date: '2026-04-22',
    author: 'Priya Joshi',
    ...postPictures('quartz-and-solid-surface', {
      main: 'Polished white engineered quartz slab with grey veins standing on an A-frame rack beside a seamless white solid-surface counter with an integrated basin',
      extra1:
        'Mixer in a quartz slab plant in Morbi: grey quartz grit and resin being blended in a large planetary mixer, a worker watching through the guard',
      extra2:
        'Worker pouring white resin and alumina trihydrate mix into a basin mould from a steel jug, a vacuum degassing pot behind him',
      small: 'Close-up of the polished edge of a white quartz slab showing grains of quartz',
    }),
    details: [
      {
        type: 'p',
        text: 'On a kitchen counter engineered quartz and solid surface look alike, but they are made in very different ways and ask different things of the resin. In quartz the resin is a thin binder between grains of stone; in solid surface it is the continuous body of the material.',
      },
      { type: 'h2', text: 'Engineered quartz: a binder, not a matrix' },
      {
        type: 'p',
        text: 'A quartz slab is about 93 % quartz grit and powder by weight, held together by 7 to 8 % resin with pigments and additives. The mix is spread into a mould, compacted by vacuum vibro-compression so that no air remains between the grains, and cured in an oven before it is calibrated and polished.',
      },
      {
        type: 'ul',
        items: [
          'Low viscosity, so 7 % of resin coats every grain.',
          'Very low colour, so white and light slabs stay bright, and good resistance to yellowing.',
          'A long working time in the mixer and a fast cure in the oven. This is why quartz plants use high-temperature peroxides rather than MEKP and cobalt.',
          'Good response to a silane coupling agent, added at 1 to 2 % of the resin, which bonds resin to quartz and raises flexural strength and water resistance.',
        ],
      },
      {
        type: 'p',
        text: 'Isophthalic-NPG and isophthalic binders meet these needs; PTA and recycled PET resins are too dark. Uneven oven temperature cures one face before the other and is the most common cause of bowed slabs. Polyester-bound quartz is an indoor material: long outdoor exposure fades and yellows it.',
      },
      { type: 'h2', text: 'Solid surface: cast resin filled with alumina trihydrate' },
      {
        type: 'p',
        text: 'Solid surface is cast from resin filled with 60 to 65 % alumina trihydrate (ATH), in open moulds for sheets and in closed moulds for basins. ATH gives the soft translucency, the whiteness and flame retardancy, since it releases water when heated strongly. Because the resin is a third of the material, its own properties show directly: it must stay white, resist stains, hot water and household chemicals, and sand and polish back to a uniform surface after years of use.',
      },
      {
        type: 'ul',
        items: [
          'Use isophthalic-NPG resin; orthophthalic and recycled PET resins yellow and stain.',
          'Degas the filled mix under vacuum before casting, or pinholes will appear when the sheet is sanded.',
          'Post-cure at 60 to 80 °C so the surface reaches full hardness and stain resistance.',
          'Test basins with alternating hot and cold water, the load that cracks an undercured part.',
        ],
      },
      { type: 'h2', text: 'Colour, cobalt and yellowing' },
      {
        type: 'p',
        text: 'Whites are lost in small steps: a resin with a higher colour value, too much cobalt, which tints the cured part, an amine accelerator such as DMA, which yellows it, and an oven run a little too hot. For white quartz and solid surface, start from a low-colour resin, use no more accelerator than the cure needs and keep oven temperatures even.',
      },
      {
        type: 'table',
        caption: 'The two materials side by side',
        head: ['', 'Engineered quartz', 'Solid surface'],
        rows: [
          ['Filler', 'About 93 % quartz grit and powder', '60 to 65 % alumina trihydrate'],
          ['Resin share', '7 to 8 %', '35 to 40 %'],
          [
            'Cure',
            'Oven at about 80 to 110 °C with a high-temperature peroxide',
            'Room temperature with MEKP and cobalt, then post-cure',
          ],
          [
            'What the resin must give',
            'Low viscosity, low colour, good silane bonding',
            'Whiteness, stain and hot-water resistance',
          ],
        ],
      },
    ],
  },
  {
    id: 9,
    title: 'Reading a certificate of analysis: acid value, viscosity, gel time, Barcol and HDT',
    tags: ['Quality', 'Resin selection'],
    date: '2026-02-17',
    author: 'Rohan Jadhav',
    ...postPictures('certificate-of-analysis', {
      main: 'A certificate of analysis for a polyester resin batch lying on a laboratory bench next to a Brookfield viscometer and a test tube of amber resin in a water bath',
      extra1:
        'Analyst titrating a dissolved resin sample with potassium hydroxide from a burette to measure its acid value, the flask turning faint pink',
      extra2:
        'Heat deflection temperature tester with three cast resin bars loaded under weights in a heated oil bath',
      small: 'Close-up of a Barcol hardness tester pressed onto a cured resin disc',
    }),
    details: [
      {
        type: 'p',
        text: 'Every drum and IBC we dispatch comes with a certificate of analysis. Here is what each line on it means, which figures tell you most about the batch in front of you, and what to check at goods-in.',
      },
      { type: 'h2', text: 'The liquid resin, measured on every batch' },
      {
        type: 'ul',
        items: [
          'Viscosity at 25 °C, in mPa·s, measured with a Brookfield viscometer. It decides wet-out, drainage on vertical moulds and spraying. Viscosity rises as resin ages and as it cools, so always compare readings at 25 °C.',
          'Acid value, in mg KOH/g: the milligrams of potassium hydroxide that neutralise the free acid ends in one gram of resin. It shows how far the polyester reaction went. In SMC and DMC it also decides how fast magnesium oxide thickens the paste.',
          'Gel time, in minutes, at 25 °C with 1 % MEKP and 0.2 % cobalt octoate of 6 % cobalt, our standard test. It tells you the reactivity compared with earlier batches; your own shop will give a different figure.',
          'Peak exotherm temperature and time to peak, measured in the same test.',
          'Styrene or non-volatile content, density and colour, and for gelcoats the thixotropic index.',
        ],
      },
      { type: 'h2', text: 'The cured resin' },
      {
        type: 'p',
        text: 'Barcol hardness is measured on a cured casting from every batch. It is also the quickest check of cure in your own shop: a laminate that reads far below the data-sheet value after 24 hours is undercured, whatever it looks like.',
      },
      {
        type: 'p',
        text: 'Heat deflection temperature, tensile strength and elongation are type tests. We measure them when a grade is developed and at regular intervals, and they appear as typical values on the technical data sheet. The HDT is the temperature at which a standard bar under a load of 1.8 MPa bends by 0.25 mm. It is a good guide to the highest temperature a loaded part can work at, but not a service limit on its own.',
      },
      { type: 'h2', text: 'Typical values and measured values' },
      {
        type: 'p',
        text: 'A technical data sheet gives typical ranges for a grade. A certificate of analysis gives the measured values of one batch and the specification limits it was released against. A batch at the top of the viscosity range and another at the bottom are both within specification, but they will not feel the same on the roller. If your process is sensitive to that, ask for a narrower range; for regular volumes we can agree one.',
      },
      {
        type: 'table',
        caption: 'Which line answers which question on the shop floor',
        head: ['Question', 'Look at'],
        rows: [
          [
            'Will it wet out and stay on the mould?',
            'Viscosity, and thixotropic index for gelcoats',
          ],
          ['Will it gel when my crew expects?', 'Gel time, compared with the last batch'],
          ['Will a thick section run hot?', 'Peak exotherm and time to peak'],
          ['Has my part cured properly?', 'Barcol hardness of your part against the data sheet'],
          ['Will it take heat in service?', 'HDT on the data sheet'],
        ],
      },
      { type: 'h2', text: 'What to check at goods-in' },
      {
        type: 'ul',
        items: [
          'The batch number on each drum matches the certificate, and the use-by date leaves time to use it.',
          'The resin is clear and free of gel particles when a sample is drawn.',
          'A cup gel test with your own catalyst system gives the same time as the last batch at the same temperature.',
          'If you have a viscometer, a reading at 25 °C within the certificate’s range.',
        ],
      },
      {
        type: 'p',
        text: 'If a figure surprises you, keep the drum closed and send us its batch number with your result. We test the retained sample of the same batch and call you back, usually the same day.',
      },
    ],
  },
  {
    id: 5,
    title: 'Ortho, iso or ISO-NPG: choosing the right polyester resin',
    tags: ['Resin selection', 'Marine'],
    date: '2025-07-15',
    author: 'Anil Deshmukh',
    ...postPictures('choosing-ortho-iso-npg', {
      main: 'Three glass jars of polyester resin on a laboratory shelf labelled Ortho, Iso and ISO-NPG, each beside a cured test bar of the same resin',
      extra1:
        'Chemical storage tank in an FRP shop in Ahmedabad, cut open to show its glossy inner corrosion liner and the thicker structural wall behind it',
      extra2:
        'White isophthalic-NPG gelcoat hull of a fishing boat on a trailer in Beruwala harbour, the waterline freshly painted',
      small: 'Close-up of three small cured resin bars in pale, medium and deep amber',
    }),
    details: [
      {
        type: 'p',
        text: 'Orthophthalic, isophthalic and isophthalic-NPG resins are all unsaturated polyesters dissolved in styrene, and all cure the same way with MEKP and cobalt. What separates them is the acid and the glycol in the polymer backbone, which decide the resistance to water, chemicals and heat, and the price.',
      },
      { type: 'h2', text: 'What the names mean' },
      {
        type: 'ul',
        items: [
          'Orthophthalic resin is made from phthalic anhydride, maleic anhydride and glycols. It is the lowest-cost resin and the workhorse of general FRP, but its ester links are easily reached by water, so it is the least resistant to hydrolysis.',
          'Isophthalic resin uses isophthalic acid instead. It builds longer, tougher chains with better shielded ester links, giving better water and chemical resistance and a higher heat deflection temperature.',
          'Isophthalic-NPG resin adds neopentyl glycol, whose two methyl groups crowd around the ester links and protect them further. It has the best resistance to boiling water, osmosis and weathering.',
        ],
      },
      {
        type: 'table',
        caption: 'Typical figures for cast, post-cured resin from our catalogue',
        head: ['Property', 'Ortho', 'Iso', 'ISO-NPG'],
        rows: [
          ['Heat deflection temperature', '60–65 °C', '80–90 °C', '95–105 °C'],
          ['Tensile strength', '50–60 MPa', '60–70 MPa', '65–75 MPa'],
          ['Elongation at break', '1.8–2.5 %', '2.5–3.5 %', '3.0–4.0 %'],
          ['Barcol hardness', '38–42', '40–45', '42–46'],
          ['Resistance to water', 'Fair', 'Good', 'Excellent'],
          ['Price', 'Lowest', 'Medium', 'Highest'],
        ],
      },
      { type: 'h2', text: 'Matching the resin to the job' },
      {
        type: 'ul',
        items: [
          'Ducts, trays, kiosks, cooling-tower parts and general mouldings: orthophthalic.',
          'Chemical tanks and pipes: isophthalic for the structural wall behind a corrosion barrier, with the barrier resin chosen for the chemical.',
          'Boat hulls and decks: isophthalic-NPG gelcoat and skin coat, isophthalic resin for the laminate.',
          'Bathtubs, shower trays, hot-water tanks and solid surface: isophthalic-NPG.',
          'Translucent roofing sheets that must stay clear outdoors: isophthalic.',
        ],
      },
      { type: 'h2', text: 'Do not over-specify' },
      {
        type: 'p',
        text: 'A laminate is only as resistant as its outer layers and its cure. Water and chemicals attack from the surface, so isophthalic-NPG pays for itself in the gelcoat and the first millimetres behind it, and far less in a bulk laminate that never sees water. And an undercured isophthalic-NPG laminate will blister sooner than a well-cured isophthalic one, so spend on correct catalyst dosing and post-cure before you spend on a premium resin.',
      },
      { type: 'h2', text: 'Five questions before you choose' },
      {
        type: 'ul',
        items: [
          'Will the part sit in water, or in hot water?',
          'Will it stand outdoors in full sun for years?',
          'Which chemicals will it touch, at what temperature and concentration?',
          'Will it carry load at a raised temperature?',
          'Is it a filled, cost-driven product where the resin is a small share of the weight?',
        ],
      },
      {
        type: 'quote',
        text: 'Boatbuilders who moved their gelcoat and skin coat to ISO-NPG but kept isophthalic in the laminate got the durability they wanted at a price they could carry.',
        cite: 'Kavindi Fernando, technical service, Sri Lanka',
      },
    ],
  },
  {
    id: 4,
    title: 'Storing polyester resin through an Indian summer',
    tags: ['Storage'],
    date: '2025-03-25',
    author: 'Rohan Jadhav',
    ...postPictures('summer-resin-storage', {
      main: 'Blue resin drums on wooden pallets in the shade of a ventilated tin-roofed store in Nagpur, bright sun on the yard outside',
      extra1:
        'Infrared thermometer pointed at the lid of a resin drum standing in full sun, its display reading 58 °C',
      extra2: 'Stick lifted from a drum of aged resin with stringy lumps of gel hanging from it',
      small: 'Close-up of a drum label with the batch number and use-by date circled',
    }),
    details: [
      {
        type: 'p',
        text: 'From April to June, store rooms in Vidarbha, Gujarat and much of north India pass 40 °C, and a drum standing in the sun can be far hotter inside. A resin that would keep six months at 25 °C can thicken or even gel in the drum within weeks. Here is why, and how to store resin so that the last drum of a lot works like the first.',
      },
      { type: 'h2', text: 'Why heat shortens shelf life' },
      {
        type: 'p',
        text: 'An unsaturated polyester resin is a reactive solution: polyester chains with double bonds, dissolved in styrene, waiting for a catalyst. Even without one, a few free radicals form all the time. Inhibitors such as hydroquinone and tert-butyl catechol catch them, and the resin stays liquid until the inhibitor is used up. Heat speeds up that use. A common rule of thumb is that every 10 °C rise halves the shelf life.',
      },
      {
        type: 'table',
        caption:
          'Rule-of-thumb shelf life of an unaccelerated general purpose resin in a closed drum. The use-by date on our labels assumes storage at 25 °C.',
        head: ['Average storage temperature', 'Expected shelf life'],
        rows: [
          ['25 °C', '6 months'],
          ['30 °C', 'about 4 months'],
          ['35 °C', 'about 3 months'],
          ['40 °C', 'about 2 months'],
          ['45 °C', 'about 6 weeks'],
        ],
      },
      {
        type: 'p',
        text: 'Pre-accelerated resins, which already contain cobalt, and thixotropic gelcoats keep for a shorter time than plain resin at any temperature.',
      },
      { type: 'h2', text: 'Signs that a resin has aged' },
      {
        type: 'ul',
        items: [
          'It is noticeably thicker than the viscosity on its certificate, measured at the same temperature.',
          'It gels faster than the last batch in your cup test.',
          'Stringy lumps or jelly-like particles appear when it is stirred.',
          'It has darkened, or a skin has formed on the surface.',
        ],
      },
      { type: 'h2', text: 'A storage checklist for the hot months' },
      {
        type: 'ul',
        items: [
          'Store below 25 °C where you can, and never in direct sun: a shaded, ventilated shed beats an open yard by many degrees.',
          'Keep drums on pallets, off hot ground, with bungs tight so styrene stays in and moisture stays out.',
          'Do not blanket resin with nitrogen. Inhibitors need the oxygen dissolved in the resin and the air space above it.',
          'Use the oldest stock first by the use-by date, not by the position in the stack.',
          'Stir or recirculate IBCs before use, since additives can separate over time.',
          'Keep MEKP in its own cool store, away from the resin and the accelerators.',
          'Order smaller quantities more often in summer instead of stocking up before it.',
        ],
      },
      { type: 'h2', text: 'What we do at our end' },
      {
        type: 'p',
        text: 'For dispatches between April and June we can add a small extra dose of inhibitor on request. It lengthens the shelf life, and also the gel time, so we state the new gel time on the certificate. Our lorries load in the early morning and we deliver straight to your store rather than leaving drums at a transport depot.',
      },
      { type: 'h2', text: 'If a drum has thickened' },
      {
        type: 'p',
        text: 'A resin that is thicker but free of gel particles can sometimes be used by blending it with fresh resin after a cup test, or by adding up to 5 % styrene. Both lower the properties a little and raise shrinkage, so keep such resin for non-critical parts. A drum with gel lumps is finished: do not try to filter it, and dispose of it as hazardous waste. In either case, send us the batch number first, because we would like to know.',
      },
    ],
  },
];
