import numpy as np
from config import SWEEP
from train import run

# accent classification (4 accents) from prosodic summary statistics
rng = np.random.default_rng(33)
y = rng.integers(0, 4, 256).astype(np.int32)
x = (rng.normal(size=(4, 20))[y] + rng.normal(size=(256, 20))).astype(np.float32)
for cfg in SWEEP:
    print(cfg["name"], run(cfg, x, y))
