import numpy as np

from config import PROTOCOL
from harmonics import harmonic_ratio

rng = np.random.default_rng(64)
for trial in range(6):
    mode = "walk" if trial % 2 == 0 else "run"
    t = np.arange(1024)
    acc = (np.sin(2 * np.pi * t / 128) + 0.3 * np.sin(2 * np.pi * t / 64) + rng.normal(0, 0.1, 1024)).astype(np.float32)
    print(mode, "harmonic ratio", round(float(harmonic_ratio(acc, 128, n_harmonics=PROTOCOL[mode])), 3))
