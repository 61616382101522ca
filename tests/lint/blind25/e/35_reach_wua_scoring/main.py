import numpy as np
from habitat import ReachScorer

rng = np.random.default_rng(18)
trout = ReachScorer(0.6, 0.5)
for reach in range(5):
    depth = rng.uniform(0.1, 1.5, 150).astype(np.float32)
    vel = rng.uniform(0.0, 1.2, 150).astype(np.float32)
    area = np.full(150, 4.0, np.float32)
    print("reach", reach, round(float(trout.score(depth, vel, area)), 1), "m2")
