/**
 * A face wearing frames: the Try on button's mark. In a file of its own because the product page
 * loads it with the button: from `icons.tsx`, the whole set of the dialog's icons came along.
 */
import { Icon, type IconProps } from '~/components/ui/icons';

export const TryOnIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 3.5c-4 0-6.5 3-6.5 7.5 0 5 3 9.5 6.5 9.5s6.5-4.5 6.5-9.5c0-4.5-2.5-7.5-6.5-7.5Z" />
    <circle cx="9.2" cy="11.5" r="2" />
    <circle cx="14.8" cy="11.5" r="2" />
    <path d="M11.2 11.3h1.6" />
  </Icon>
);
