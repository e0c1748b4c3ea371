// The company's own news as full blog posts. Each article opens with a paragraph that tells the
// news on its own: it is also the teaser the home and company pages show.
import type { BlogPost } from '../types';
import { postPictures } from './post-pictures';

export const COMPANY_NEWS_POSTS: BlogPost[] = [
  {
    id: 3,
    title: 'Second reactor line running at our Sri Lanka plant',
    tags: ['Plant news', 'Sri Lanka'],
    date: '2026-10-08',
    author: 'Kalpa Resins Lanka',
    ...postPictures('sri-lanka-reactor-line', {
      main: 'The new stainless steel reactor and thinning tank at the Biyagama plant, seen from the charging platform, with an operator in a blue helmet checking a temperature gauge',
      extra1:
        'Two laboratory technicians in Biyagama and Satara comparing viscosity readings of the same resin sample on a video call, a Brookfield viscometer on the bench',
      extra2:
        'Drums of isophthalic resin being loaded onto a small lorry at the Biyagama plant gate, palm trees behind the fence',
      small: 'Close-up of the new reactor’s sight glass with amber resin inside',
    }),
    details: [
      {
        type: 'p',
        text: 'A second reactor line has gone into production at the Biyagama plant, doubling local output of general purpose and isophthalic resins. Fabricators in Sri Lanka and the Maldives now receive most grades within two days of ordering, without the wait for a container from India.',
      },
      { type: 'h2', text: 'What the new line makes' },
      {
        type: 'p',
        text: 'The line is a stainless steel reactor with its own condenser, a thinning tank where the hot polyester is dissolved in styrene, and a filtration and filling station for drums and IBCs. It makes our general purpose orthophthalic and our isophthalic resins, the two grades that Sri Lankan boatyards, tank makers and roofing-sheet lines buy every week.',
      },
      {
        type: 'p',
        text: 'Isophthalic-NPG resins, gelcoats, PTA resin and optical fibre rod resin are still made in Satara. The Biyagama warehouse holds stock of them, so a mixed order of resin and gelcoat still leaves in one delivery.',
      },
      { type: 'h2', text: 'Why local production matters to a fabricator' },
      {
        type: 'ul',
        items: [
          'Shorter lead time: two days from order to delivery instead of the two to three weeks a container from India needs, once production, sailing and port clearance are counted.',
          'Fresher resin: a polyester resin keeps about six months at 25 °C and much less in a hot container. Resin made in Biyagama reaches the workshop with nearly all of its shelf life left.',
          'Smaller orders: a fabricator can buy four drums when the mould schedule needs them, instead of stocking a pallet-load for a month.',
          'Local prices: orders are invoiced in Sri Lankan rupees by our Biyagama office, with no import paperwork for the customer.',
        ],
      },
      { type: 'h2', text: 'How we commissioned it' },
      {
        type: 'p',
        text: 'Before the first sale, the line cooked trial batches of both grades to the same recipes and the same in-process limits as Satara. Every batch was tested in the Biyagama laboratory for acid value, viscosity, gel time and colour, and a retained sample was flown to Satara for a second check. Production started only when the two laboratories agreed within their test tolerance on ten batches in a row.',
      },
      {
        type: 'quote',
        text: 'A buyer should not be able to tell from the certificate which plant made the drum, except by the batch number. That was our pass mark for the new line.',
        cite: 'Tharindu Silva, production, Biyagama plant',
      },
      {
        type: 'p',
        text: 'The certificates of analysis from both plants now share one format and one set of limits. The batch number tells you the plant: numbers starting with B come from Biyagama, numbers starting with S from Satara.',
      },
      { type: 'h2', text: 'Ordering from the Sri Lanka plant' },
      {
        type: 'p',
        text: 'Send enquiries for delivery in Sri Lanka through the Inquiry page and mention your district; the Biyagama team answers them. Resin leaves in 220 kg drums or 1,000 kg IBCs, and we collect empty IBCs on the next delivery. Customers in the Maldives are served from Biyagama stock through our export desk.',
      },
    ],
  },
  {
    id: 2,
    title: 'Recycled PET resin now with 40 % post-consumer content',
    tags: ['Product news', 'Sustainability'],
    date: '2026-07-21',
    author: 'R&D laboratory',
    video: 'rPeTgLyc0s1',
    ...postPictures('recycled-pet-resin', {
      main: 'Bales of crushed clear and green PET bottles stacked beside a blue drum labelled R-PET resin in the Satara raw-material yard',
      extra1:
        'Glass pilot reactor in the R&D laboratory with white PET flakes dissolving in hot glycol, a chemist in a lab coat reading the thermometer',
      extra2:
        'Grey car body putty being spread on a dented car door panel with a plastic spreader in a Pune workshop',
      small: 'Close-up of a handful of washed clear PET bottle flakes',
    }),
    details: [
      {
        type: 'p',
        text: 'Our R-PET resin now draws up to 40 % of its raw material from glycolysed flake of post-consumer bottles. Gel time and cured hardness are unchanged, so moulders, putty makers and button makers can switch without changing their process.',
      },
      { type: 'h2', text: 'How PET bottles become polyester resin' },
      {
        type: 'p',
        text: 'PET is itself a polyester, made of terephthalic acid and ethylene glycol, but it has no double bonds and so cannot cure. In glycolysis we heat washed bottle flake with glycols and a catalyst until the long chains break into short pieces with reactive ends. These pieces are then cooked with maleic anhydride, which builds in the double bonds that styrene will later cross-link, and the hot polyester is dissolved in styrene like any other resin.',
      },
      {
        type: 'p',
        text: 'The terephthalate units from the bottles stay in the backbone. That is why R-PET resin behaves much like a PTA resin made from virgin terephthalic acid: stiff, with good filler acceptance and a reasonable heat deflection temperature.',
      },
      { type: 'h2', text: 'What it took to reach 40 %' },
      {
        type: 'p',
        text: 'Our first R-PET grade used about a quarter recycled raw material. Going higher was limited by the flake, not by the chemistry. Labels, glue, PVC bottles mixed into the bales and moisture all end up in the resin as colour, haze or a drifting acid value. We now buy hot-washed flake to a written specification, dry it before charging and filter the glycolysed intermediate before the maleic stage.',
      },
      {
        type: 'p',
        text: 'The result passed the same release tests as before: viscosity 600 to 800 mPa·s, acid value 20 to 28 mg KOH/g, gel time 12 to 18 minutes with 1 % MEKP and 0.2 % cobalt at 25 °C, and a Barcol hardness of 36 to 40 on a cured casting.',
      },
      { type: 'h2', text: 'Where R-PET resin fits' },
      {
        type: 'ul',
        items: [
          'Car body putty: high talc loading, fast cure with benzoyl peroxide paste and easy sanding.',
          'Mining resin capsules and polymer concrete, where the resin is a small share of a heavily filled mix.',
          'Resin-bonded abrasive blocks for marble and granite polishing.',
          'Cultured marble backing and pigmented general mouldings, where its amber colour is hidden.',
        ],
      },
      { type: 'h2', text: 'Where it does not' },
      {
        type: 'ul',
        items: [
          'Clear or light-coloured castings, buttons and translucent roofing sheets: the resin is amber.',
          'Boat laminates and anything in permanent contact with water: it absorbs more water than isophthalic resins and can blister.',
          'Load-bearing manhole covers and structural parts: it is more brittle than PTA or isophthalic resin.',
        ],
      },
      { type: 'h2', text: 'Switching over' },
      {
        type: 'p',
        text: 'Keep your catalyst system and check the gel time with your own filler, because fillers such as talc and some calcium carbonates change it. The 40 % grade is delivered in the same drums with the same label format, and each tonne of it keeps roughly three hundred kilograms of bottle flake, the weight of some fifteen thousand half-litre bottles, out of landfill. Ask for a 5 kg sample with its certificate of analysis before you change a production line.',
      },
    ],
  },
  {
    id: 1,
    title: 'ISO 9001:2015 certificate renewed',
    tags: ['Quality'],
    date: '2026-03-12',
    author: 'Quality assurance',
    ...postPictures('iso-certificate-renewed', {
      main: 'Auditor in a grey jacket and the quality manager reviewing a batch record folder at the laboratory bench, resin sample bottles lined up behind them',
      extra1:
        'Shelves of labelled retained-sample bottles of amber resin, one shelf per month, in the Satara quality laboratory',
      extra2:
        'Laboratory technician checking a Brookfield viscometer against a calibration oil, a calibration certificate pinned beside the bench',
      small: 'Close-up of the framed ISO 9001:2015 certificate on the office wall',
    }),
    details: [
      {
        type: 'p',
        text: 'Our quality management system has been recertified to ISO 9001:2015 after a three-day audit of the Satara plant, its laboratory and dispatch. The auditors raised no major non-conformity, and the renewed certificate runs for another three years.',
      },
      { type: 'h2', text: 'What the auditors looked at' },
      {
        type: 'p',
        text: 'Most of the three days went to following real batches. The auditors picked a drum of isophthalic resin dispatched in January and traced it back through its certificate of analysis, the reactor log, the receipts for its isophthalic acid, maleic anhydride, glycols and styrene, and the calibration record of the viscometer that measured it.',
      },
      {
        type: 'ul',
        items: [
          'Raw materials: supplier approval, sampling plans and incoming test records.',
          'Production: reactor batch records, the acid value and viscosity checks taken during each cook, and the styrene thinning record.',
          'Laboratory: calibration of viscometers, water baths, thermometers and balances, and the training records of each analyst.',
          'Dispatch and complaints: labels and use-by dates, retained samples, and how a complaint is logged, investigated and closed.',
        ],
      },
      { type: 'h2', text: 'The minor findings and what we changed' },
      {
        type: 'p',
        text: 'The audit raised two minor findings. The calibration certificate of a gel-time thermometer was valid but filed in the office rather than at the bench, and two new dispatch staff had been trained on the styrene spill procedure without signing the training record. Both were closed within two weeks: certificates now hang beside the instrument they belong to, and training records are checked before a new colleague works alone.',
      },
      { type: 'h2', text: 'What the certificate means for a buyer' },
      {
        type: 'p',
        text: 'ISO 9001 is not a product standard. It does not say a resin is good; it says the process that makes it is written down, followed and corrected when it goes wrong. In practice that gives you four things:',
      },
      {
        type: 'ul',
        items: [
          'A batch number on every drum and IBC that leads back to its reactor record and raw-material lots.',
          'A certificate of analysis with measured values for your batch, not typical values, with every dispatch.',
          'A retained sample of every batch, kept for twelve months, so a complaint is tested on the same material you received.',
          'Advance notice in writing before we change a raw material or a specification limit of a grade you buy.',
        ],
      },
      {
        type: 'quote',
        text: 'A certificate on the wall is worth little if the analyst at the viscometer does not know why the number matters. The auditors spent most of their time on the plant floor, which is where they should.',
        cite: 'Rohan Jadhav, QC laboratory, Satara',
      },
      { type: 'h2', text: 'Asking for our documents' },
      {
        type: 'p',
        text: 'Product conformity is shown separately: our general purpose resin carries a BIS test report to IS 6746, which you find with the ISO certificate on the certificates page. A copy of the renewed certificate and its scope, our quality policy and completed vendor registration forms are sent with any quotation on request, and customers who want to audit the Satara plant themselves are welcome to arrange a visit.',
      },
    ],
  },
];
