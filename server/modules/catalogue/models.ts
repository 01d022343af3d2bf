import { Model } from 'objection';

export class Category extends Model {
  static override tableName = 'categories';
  id!: number;
  slug!: string;
  /** The slug of the br region's addresses (`slug` is uy's). */
  slug_br!: string;
  name_es!: string;
  name_en!: string;
  name_br!: string;
  icon!: string | null;
  is_default!: boolean;
  enabled!: boolean;
  position!: number;
}
