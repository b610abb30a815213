import { NonIdealState } from '@blueprintjs/core';
import { useParams } from 'wouter';
import ShoplistView from './shoplist.view';
import ShoplistsView from './shoplists.view';
import '../global/scan-screen.css';
import './receiving.css';

/** /products/add-ao/:shoplist? — the lists without a parameter, one list (received by scanning) with it. */
export default function ReceivingScreen() {
  const { shoplist } = useParams<{ shoplist?: string }>();
  if (shoplist === undefined || shoplist === '') return <ShoplistsView />;
  const id = Number(shoplist);
  if (!/^\d{1,9}$/.test(shoplist) || id === 0)
    return <NonIdealState icon="search" title="Neznámý seznam" description={`Seznam „${shoplist}“ neexistuje.`} />;
  return <ShoplistView key={id} id={id} />;
}
