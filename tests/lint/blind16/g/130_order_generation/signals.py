import numpy as np


def target_weights(rng, universe, max_names=6):
    picks = rng.choice(universe, size=rng.integers(3, max_names + 1), replace=False)
    raw = rng.random(len(picks))
    return {t: np.float32(w) for t, w in zip(sorted(picks), raw / raw.sum())}
