import { SLIDERS } from '../../../content/constants';
import { CLIENT_LOGOS } from '../../../content/home';
import { ALTERNATE_HOME_LABELS } from '../../../content/alternate-homes';
import { CardSlider } from '../../components/slider/card-slider';
import type { CardSliderSettings } from '../../components/slider/use-card-slider';
import { Picture } from '../../components/picture';

const SETTINGS: CardSliderSettings = {
  ...SLIDERS.clients,
  label: ALTERNATE_HOME_LABELS.clientsSlider,
};

/** The clients' logos, 1 to 3 per view. */
export function ClientsSlider() {
  return (
    <CardSlider
      className="home-2-clients"
      settings={SETTINGS}
      items={CLIENT_LOGOS}
      itemKey={(client) => client.id}
      renderItem={(client) => (
        <div className="home-2-clients__logo">
          <Picture picture={client.logo} />
        </div>
      )}
    />
  );
}
