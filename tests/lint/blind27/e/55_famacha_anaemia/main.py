import numpy as np

from scorers import get_scorer

rng = np.random.default_rng(55)
for visit in range(5):
    pcv = rng.normal(24, 5, size=30).astype(np.float32)
    eyelid = rng.integers(1, 6, size=30).astype(np.float32)
    score = get_scorer("sheep")(pcv, eyelid)
    print(f"visit {visit}: {int((score > 0.3).sum())} ewes to drench")
