import { onDemand } from '~/components/ui/on-demand';

/**
 * A line's contact-lens eye and a pair's prescription: only carts that hold such lines draw them, so
 * their code (the prescription's reading and wording) comes when drawn, not with every cart.
 */
export const EyeLabel = onDemand(() => import('~/components/contact-lenses/EyeLabel').then((module) => module.EyeLabel));
export const PrescriptionSummary = onDemand(() =>
  import('~/components/lenses/PrescriptionSummary').then((module) => module.PrescriptionSummary),
);
