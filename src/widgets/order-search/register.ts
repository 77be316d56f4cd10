// Order search (000 §2): the brand filter's select. Form widgets register eagerly: a form field cannot wait for a chunk.
import { registerFormWidget } from '../../runtime/registry';
import { OrderBrandSelect } from './OrderBrandSelect';

registerFormWidget('orderBrandSelect', OrderBrandSelect);
