import numpy as np

from report import peak_plantarflexor, stance_impulse

rng = np.random.default_rng(12)
for trial in range(3):
    n = 300
    s = np.sin(np.linspace(0, np.pi, n))
    grf = np.stack([80 * np.sin(np.linspace(0, 2 * np.pi, n)), 900 * s + rng.normal(0, 5, n)], 1).astype(np.float32)
    cop = np.stack([np.linspace(-0.05, 0.15, n), np.zeros(n)], 1).astype(np.float32)
    ankle = np.tile(np.array([0.0, 0.08], np.float32), (n, 1))
    print(trial, peak_plantarflexor(grf, cop, ankle, 1.1), stance_impulse(grf, cop, ankle, 1.1))
