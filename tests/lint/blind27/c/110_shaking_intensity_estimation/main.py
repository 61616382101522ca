import numpy as np

from handlers import from_felt_reports, from_station_report

rng = np.random.default_rng(110)
for k in range(4):
    pga = rng.uniform(0.01, 0.5, 30).astype(np.float32)
    pgv = rng.uniform(0.005, 0.6, 30).astype(np.float32)
    a = from_station_report({"pga": pga, "pgv": pgv})
    b = from_felt_reports(pgv, pga)
    print(k, round(float(a.max()), 2), round(float(b.max()), 2))
