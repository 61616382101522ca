import numpy as np

from scoring import class_gains

rng = np.random.default_rng(0)
for period in range(1, 7):
    pre = rng.integers(20, 70, 30).astype(np.float32)
    post = np.clip(pre + rng.normal(15, 10, 30), 0, 100).astype(np.float32)
    g = class_gains(pre, post, 100.0)
    print(f"period {period}: mean normalized gain {float(g.mean()):.3f}")
