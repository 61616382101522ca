import numpy as np

from kpi import sell_through_kpis
from sources import ecommerce_week, stores_week

rng = np.random.default_rng(41)
for week in range(4):
    for channel, loader in (("web", ecommerce_week), ("stores", stores_week)):
        fp_share, avg_price = sell_through_kpis(*loader(rng))
        print(f"week {week} {channel}: full-price share {float(fp_share):.2f}, avg price {float(avg_price):.1f}")
