import type { AppContext, FeatureRoutes } from '../../../app-context';
import { energyExtrasRoutes } from './energy-extras.routes';
import { createEnergyExtrasService } from './energy-extras.service';

/** Energy after a tariff is chosen: add-ons, the supply start date and the Priority Services Register. */
export function createEnergyExtrasFeature({ database, clock, requireCaller }: AppContext) {
  const energyExtrasService = createEnergyExtrasService({ db: database.db, clock });
  const routes: FeatureRoutes = async (api) => {
    await api.register(energyExtrasRoutes, { energyExtrasService, requireCaller });
  };
  return { energyExtrasService, routes };
}
