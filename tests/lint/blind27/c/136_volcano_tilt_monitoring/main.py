import datetime as dt

import numpy as np

from tides import remove_tides

rng = np.random.default_rng(136)
start = dt.date(2026, 3, 1)
for k in range(7):
    day = start + dt.timedelta(days=k)
    tilt = (0.05 * k + rng.normal(0, 0.3, 24)).astype(np.float32)
    resid = remove_tides(tilt, day.timetuple().tm_yday)
    print(day.isoformat(), round(float(resid.mean()), 3))
