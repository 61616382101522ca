import numpy as np

from velocity import rep_metrics

rng = np.random.default_rng(69)
mcv, peaks = [], []
for r in range(5):
    t = np.linspace(0, 1, 200)
    acc = (6 * np.sin(2 * np.pi * t) * (1 - 0.05 * r) + rng.normal(0, 0.2, 200)).astype(np.float32)
    m, p = rep_metrics(acc)
    mcv.append(float(m))
    peaks.append(float(p))
print("mean concentric velocity per rep:", np.round(mcv, 3))
print("best rep:", int(np.argmax(peaks)), "velocity loss %:", round(100 * (1 - mcv[-1] / mcv[0]), 1))
