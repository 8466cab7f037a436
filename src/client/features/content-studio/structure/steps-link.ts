import { paths } from '../../../app/paths';

/** The steps tab opened at one step (it reads variant, module and step from the address). */
export const stepsTabLink = (variant: string, module: string, step: string) =>
  `${paths.adminContent}?${new URLSearchParams({ tab: 'steps', variant, module, step })}`;
