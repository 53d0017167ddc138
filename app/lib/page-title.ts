/** Every page's <title> ends with the shop's name. */
export function pageTitle(title: string) {
  return [{ title: `${title} | Nazzara` }];
}
