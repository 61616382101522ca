import numpy as np

from sweep import run_sweep

rng = np.random.default_rng(25)
t = np.linspace(0, 6, 120).astype(np.float32)
v = (9.2 * (1 - np.exp(-t / 1.1)) + rng.normal(0, 0.1, 120)).astype(np.float32)  # radar gun, 40 m sprint
res = run_sweep(t, v, [0.01, 0.03, 0.1, 0.3])
print({k: round(r, 4) for k, r in res.items()})
