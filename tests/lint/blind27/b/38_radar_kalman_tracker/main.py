import numpy as np
from kf import kalman_track

# surveillance sources report at different update intervals (s)
SOURCES = {"SSR": 4.0, "ADS-B": 1.0, "WAM": 2.0, "PSR": 4.8, "MLAT": 0.5}

rng = np.random.default_rng(40)
for src, period in SOURCES.items():
    t = np.arange(64) * period
    truth = np.stack([200 * t / 1000, 150 * t / 1000], 1) * 1000 / 1852
    z = (truth + rng.normal(0, 5, truth.shape)).astype(np.float32)
    dt = np.float32(t[1] - t[0])
    xs = kalman_track(z, dt)
    print(src, "est. speed (NM/s):", np.round(np.asarray(xs[-1, [1, 3]]), 4))
