import numpy as np
from scoring import composite_score

WEIGHTS = np.array([0.3, 0.3, 0.2, 0.2], np.float32)


def score_requisition(req, rng):
    n = req["n_candidates"]
    parts = [rng.uniform(1, 5, n).astype(np.float32), rng.uniform(1, 5, n).astype(np.float32)]
    if req["technical"]:
        parts.append(rng.uniform(0, 5, n).astype(np.float32))
    if req["has_assessment"]:
        parts.append(rng.uniform(0, 5, n).astype(np.float32))
    return composite_score(WEIGHTS, *parts)
