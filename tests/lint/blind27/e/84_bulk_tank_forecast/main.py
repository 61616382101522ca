import numpy as np

from config import horizon_days
from forecast import bulk_tank_forecast

rng = np.random.default_rng(84)
requests = [None, 2.0, None, 2.0, None]
for week, req in enumerate(requests):
    litres = (rng.normal(3200, 80, size=28) + np.arange(28) * 4).astype(np.float32)
    fc = bulk_tank_forecast(litres, horizon=horizon_days(req))
    print(f"request {week}: collection in {len(fc)} days -> {float(fc[-1]):.0f} L/day")
