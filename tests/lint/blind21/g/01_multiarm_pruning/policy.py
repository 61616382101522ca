import numpy as np


def eliminate(active, successes, trials, z=2.5):
    """Successive elimination: drop arms whose upper bound is below the best lower bound."""
    s = np.asarray(successes, np.float64)[active]
    n = np.asarray(trials, np.float64)[active]
    means = s / n
    ses = np.sqrt(means * (1 - means) / n)
    best_lower = np.max(means - z * ses)
    keep = means + z * ses >= best_lower
    return [a for a, k in zip(active, keep) if k]
