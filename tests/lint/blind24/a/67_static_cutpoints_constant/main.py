import numpy as np
from scoring import bcs_distribution, BCS_CUTPOINTS

rng = np.random.default_rng(55)
for group in ["fresh", "early lactation", "mid lactation", "dry"]:
    scores = np.round(rng.normal(3.1, 0.4, 50) * 4) / 4
    dist = bcs_distribution(scores.astype(np.float32), cutpoints=tuple(BCS_CUTPOINTS))
    print(f"{group:16s}", np.round(np.asarray(dist), 2))
