import numpy as np


def fast_forward_reduce(scen, k):
    """Greedy forward selection of k representative scenarios with probabilities."""
    n = len(scen)
    d = np.linalg.norm(scen[:, None, :] - scen[None, :, :], axis=-1)
    chosen = []
    for _ in range(k):
        remaining = [i for i in range(n) if i not in chosen]
        best = min(remaining, key=lambda c: np.min(d[:, chosen + [c]], axis=1).sum())
        chosen.append(best)
    assign = np.argmin(d[:, chosen], axis=1)
    probs = np.bincount(assign, minlength=k) / n
    return scen[chosen], probs.astype(np.float32)
