import numpy as np
from ensemble import build_ensemble, ensemble_forecast

ens = build_ensemble(8)
rng = np.random.default_rng(111)
for year in range(2020, 2026):
    env = rng.normal(size=4).astype(np.float32)
    m, s = ensemble_forecast(ens, env)
    print(year, round(float(m), 3), "+/-", round(float(s), 3))
