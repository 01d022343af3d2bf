import type { IconComponent } from '../ui/Icon';
import CarpenterIcon from 'plain-icon:Carpenter';
import CelebrationIcon from 'plain-icon:Celebration';
import CleaningServicesIcon from 'plain-icon:CleaningServices';
import ComputerIcon from 'plain-icon:Computer';
import ElectricalServicesIcon from 'plain-icon:ElectricalServices';
import HandymanIcon from 'plain-icon:Handyman';
import LocalShippingIcon from 'plain-icon:LocalShipping';
import PetsIcon from 'plain-icon:Pets';
import PlumbingIcon from 'plain-icon:Plumbing';
import SchoolIcon from 'plain-icon:School';
import SelfImprovementIcon from 'plain-icon:SelfImprovement';
import SpaIcon from 'plain-icon:Spa';
import YardIcon from 'plain-icon:Yard';

/**
 * Pictures by the API's `icon` name (the seeded categories use these); a category an admin
 * adds later with another name, or none, gets the generic tools icon.
 */
const ICONS: Record<string, IconComponent> = {
  plumbing: PlumbingIcon,
  bolt: ElectricalServicesIcon,
  home: CleaningServicesIcon,
  carpentry: CarpenterIcon,
  yard: YardIcon,
  spa: SpaIcon,
  health: SelfImprovementIcon,
  school: SchoolIcon,
  computer: ComputerIcon,
  celebration: CelebrationIcon,
  truck: LocalShippingIcon,
  pets: PetsIcon,
};

export function categoryIcon(icon: string | null): IconComponent {
  return (icon && ICONS[icon]) || HandymanIcon;
}
