import { Model } from 'objection';

export class Category extends Model {
  static override tableName = 'categories';
  id!: number;
  slug!: string;
  name_es!: string;
  name_en!: string;
  name_br!: string;
  icon!: string | null;
  is_default!: boolean;
  enabled!: boolean;
  position!: number;
}
