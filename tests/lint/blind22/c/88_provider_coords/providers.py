import numpy as np

N_EVENTS = 50


def provider_a(rng):
    xy = rng.uniform(0, 1, (N_EVENTS, 2)) * np.array([105.0, 68.0])
    return xy.astype(np.float32)


def provider_b(rng):
    return rng.integers(0, [120, 80], (N_EVENTS, 2)).astype(np.int32)


def load_match(i, rng):
    return provider_a(rng) if i % 2 == 0 else provider_b(rng)
