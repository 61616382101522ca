import numpy as np

from lcurve import l_curve

rng = np.random.default_rng(63)
G = (rng.random((80, 30)) * (rng.random((80, 30)) < 0.25)).astype(np.float32)
m_true = rng.normal(size=30).astype(np.float32)
d = (G @ m_true + rng.normal(0, 0.05, 80)).astype(np.float32)
dampings = [0, 0.01, 0.1, 1, 10]
for eps, (r, mn) in zip(dampings, l_curve(G, d, dampings)):
    print(eps, round(r, 3), round(mn, 3))
