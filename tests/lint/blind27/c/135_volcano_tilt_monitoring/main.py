import datetime as dt

import numpy as np

from tides import detide_tilt

rng = np.random.default_rng(135)
start = dt.date(2026, 3, 1)
for k in range(7):
    day = start + dt.timedelta(days=k)
    tilt = (0.05 * k + rng.normal(0, 0.3, 24)).astype(np.float32)
    resid = detide_tilt(tilt, day.timetuple().tm_yday)
    print(day.isoformat(), round(float(resid.mean()), 3))
