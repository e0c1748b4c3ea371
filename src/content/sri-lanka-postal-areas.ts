// How Sri Lanka Post's five-digit codes map to places: the first two digits name the delivery
// district ('20' is Kandy, '80' Galle) and '00' the fifteen Colombo city zones, 00100 (Colombo 1,
// Fort) to 01500 (Colombo 15). The dealer finder's place table (built by scripts/dealer-data) is
// cut from this and from an open gazetteer's town coordinates: no registry package carries Sri
// Lanka's post offices, so a code is placed at its district's main town.

export interface SriLankaPostalArea {
  /** Two digits for a district, or the whole code of a Colombo zone ('00100'). */
  code: string;
  district: string;
  province: string;
  /** The town whose coordinates place the area, as the gazetteer spells it. */
  town: string;
}

const WESTERN = 'Western Province';
const CENTRAL = 'Central Province';
const SOUTHERN = 'Southern Province';
const NORTHERN = 'Northern Province';
const EASTERN = 'Eastern Province';
const NORTH_WESTERN = 'North Western Province';
const NORTH_CENTRAL = 'North Central Province';
const UVA = 'Uva Province';
const SABARAGAMUWA = 'Sabaragamuwa Province';

const COLOMBO_ZONES: SriLankaPostalArea[] = Array.from({ length: 15 }, (_, index) => ({
  code: `${String(index + 1).padStart(3, '0')}00`,
  district: 'Colombo',
  province: WESTERN,
  town: 'Colombo',
}));

const area = (code: string, district: string, province: string, town = district) => ({
  code,
  district,
  province,
  town,
});

export const SRI_LANKA_POSTAL_AREAS: readonly SriLankaPostalArea[] = [
  ...COLOMBO_ZONES,
  // The suburbs of Colombo district, from Dehiwala (10350) to Avissawella (10700).
  area('10', 'Colombo', WESTERN, 'Homagama'),
  area('11', 'Gampaha', WESTERN),
  area('12', 'Kalutara', WESTERN),
  area('20', 'Kandy', CENTRAL),
  area('21', 'Matale', CENTRAL),
  area('22', 'Nuwara Eliya', CENTRAL),
  area('30', 'Batticaloa', EASTERN),
  area('31', 'Trincomalee', EASTERN),
  area('32', 'Ampara', EASTERN),
  area('40', 'Jaffna', NORTHERN),
  area('41', 'Mannar', NORTHERN),
  area('42', 'Mullaitivu', NORTHERN, 'Mullaittivu'),
  area('43', 'Vavuniya', NORTHERN),
  area('44', 'Kilinochchi', NORTHERN),
  area('50', 'Anuradhapura', NORTH_CENTRAL),
  area('51', 'Polonnaruwa', NORTH_CENTRAL),
  area('60', 'Kurunegala', NORTH_WESTERN),
  area('61', 'Puttalam', NORTH_WESTERN),
  area('70', 'Ratnapura', SABARAGAMUWA),
  area('71', 'Kegalle', SABARAGAMUWA),
  area('80', 'Galle', SOUTHERN),
  area('81', 'Matara', SOUTHERN),
  area('82', 'Hambantota', SOUTHERN),
  area('90', 'Badulla', UVA),
  area('91', 'Monaragala', UVA),
];
