import numpy as np


def candidate_itineraries(rng, n=5):
    for _ in range(n):
        n_legs = int(rng.integers(1, 4))
        legs = tuple(np.float32(rng.uniform(4, 25)) for _ in range(n_legs))
        yield legs
