import numpy as np
from config import BUSINESS_UNITS
from forecast import headcount_forecast

rng = np.random.default_rng(0)
for bu, cfg in BUSINESS_UNITS.items():
    hist = (200 + np.cumsum(rng.normal(1, 3, 48))).astype(np.float32)
    fc = headcount_forecast(hist, cfg=cfg)
    print(bu, cfg.damping, round(float(fc[-1]), 1))
