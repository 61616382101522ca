import numpy as np

from forecaster import fabric_need

rng = np.random.default_rng(96)
qualities = ["organic jersey", "stretch denim", "viscose crepe", "wool flannel"]
growth = np.array([0.15, 0.05, -0.02, 0.08], np.float32)
for weeks_ahead in [4, 8, 13, 26, 8]:
    base = rng.uniform(800, 1500, 4).astype(np.float32)
    need = fabric_need(growth, base, weeks_ahead)
    print(f"{weeks_ahead:2d} weeks:", dict(zip(qualities, np.round(np.asarray(need)).astype(int).tolist())))
