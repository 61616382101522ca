import numpy as np


def rotation_legs(rng, n=6):
    for _ in range(n):
        yield {"block_min": np.float32(rng.uniform(50, 240)),
               "burn_kg_min": np.float32(rng.uniform(38, 55))}
