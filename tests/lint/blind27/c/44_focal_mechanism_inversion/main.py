import numpy as np

from invert import fit_mechanism

rng = np.random.default_rng(44)
for ev in range(5):
    takeoff = rng.uniform(0.2, 1.4, 16).astype(np.float32)
    azimuth = rng.uniform(0, 2 * np.pi, 16).astype(np.float32)
    polarity = np.sign(np.sin(2 * azimuth) + 0.1).astype(np.float32)
    m, misfit = fit_mechanism(takeoff, azimuth, polarity)
    print(ev, m.tolist(), round(misfit, 4))
