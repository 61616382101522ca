import numpy as np

from features import window_features, WINDOW

rng = np.random.default_rng(0)
minutes = rng.gamma(2.0, 15.0, 70).astype(np.float32) * (rng.random(70) > 0.2)
logins = rng.poisson(1.5, 70).astype(np.float32)
for week_start in range(0, 70 - WINDOW + 1, WINDOW):
    f = window_features(minutes, logins, week_start)
    print(f"days {week_start:2d}-{week_start + WINDOW - 1:2d}: avg {float(f[0]):5.1f} min, {int(f[1])} logins, trend {float(f[2]):+.2f}")
