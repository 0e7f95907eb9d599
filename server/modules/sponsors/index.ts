/** Sponsors: the brands the agency serves, with their contacts (paths /api/sponsors…, pages /sponsor, /admin-home). */
export { createSponsorsService, type SponsorsService } from './sponsors-service';
export { sponsorsHandlers } from './sponsors-handlers';
export { sponsorImporter } from './sponsor-importer';
