import numpy as np
from oracle import ReviewerOracle
from learner import fit_responsive

oracle = ReviewerOracle()
mask = np.zeros(len(oracle.y), np.float32)
mask[:20] = 1.0
for rnd in range(5):
    w = np.asarray(fit_responsive(oracle.x, oracle.y * mask, mask))
    margin = np.abs(oracle.x @ w)
    margin[mask > 0] = np.inf
    mask[np.argsort(margin)[:10]] = 1.0
    print(rnd, int(mask.sum()), float(np.mean((oracle.x @ w > 0) == oracle.y)))
