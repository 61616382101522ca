import numpy as np

def tract_households(tract_id, rng, n_blocks=30):
    if tract_id % 3 == 0:
        return rng.normal(120, 20, n_blocks).round(1)
    return rng.integers(60, 200, n_blocks)
