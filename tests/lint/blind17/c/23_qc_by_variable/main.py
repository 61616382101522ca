import datetime as dt

import numpy as np

from qc import robust_anomaly

VARIABLES = ("t2m", "tp")

rng = np.random.default_rng(0)
clim_mean = np.abs(rng.standard_normal((18, 36))).astype(np.float32)
clim_std = np.abs(rng.standard_normal((18, 36))).astype(np.float32) + 0.5

start = dt.date(2021, 1, 1)
for d in range(4):
    day = start + dt.timedelta(days=d)
    for var in VARIABLES:
        field = (clim_mean + clim_std * rng.standard_normal((18, 36))).astype(np.float32)
        anomaly, n_flag = robust_anomaly(field, clim_mean, clim_std, variable=var)
        print(day, var, int(n_flag), float(anomaly.std()))
