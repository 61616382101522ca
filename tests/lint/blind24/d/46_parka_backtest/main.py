import numpy as np

from model import damped_trend_forecast
from windows import rolling_windows

rng = np.random.default_rng(46)
t = np.arange(60)
parkas = (80 + 50 * np.cos(2 * np.pi * t / 52) + rng.normal(0, 6, 60)).astype(np.float32)

for week, hist in rolling_windows(parkas, 10, 60):
    f = damped_trend_forecast(hist, 0.4, 0.9)
    if week % 10 == 0:
        print(f"week {week}: forecast {float(f):.1f} vs {parkas[week]:.1f}")
