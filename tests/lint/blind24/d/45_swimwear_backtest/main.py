import numpy as np

from forecast import seasonal_naive_fit

rng = np.random.default_rng(45)
weeks = np.arange(80)
swimwear = (100 + 60 * np.sin(2 * np.pi * weeks / 52) + rng.normal(0, 8, 80)).astype(np.float32)
weights = np.ones(80, np.float32)

start = 70
for w in range(start, 80):
    hist = swimwear[:w]
    pred = seasonal_naive_fit(hist, weights)
    print(f"week {w}: forecast {float(pred):.1f}, actual {swimwear[w]:.1f}")
