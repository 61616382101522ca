import numpy as np

from blend import blended_forecast, fit_weights
from config import ENSEMBLE

rng = np.random.default_rng(124)
M, H, HIST = len(ENSEMBLE["members"]), 14, 60
weights = np.asarray(ENSEMBLE["default_weights"], dtype=np.float32)

for week in range(5):
    forecasts = (100 + rng.normal(0, [[2.0], [3.0], [1.5]], (M, H))).astype(np.float32)
    fc = blended_forecast(forecasts, weights)
    print(f"week {week}: first day={float(fc[0]):.2f}")
    if week >= 1:
        backtests = (100 + rng.normal(0, [[2.0], [3.0], [1.5]], (M, HIST))).astype(np.float32)
        weights = fit_weights(backtests, np.full(HIST, 100.0, np.float32))
