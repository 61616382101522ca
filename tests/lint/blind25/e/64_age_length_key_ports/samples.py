import numpy as np

def port_sample(rng, n=60):
    max_age = int(rng.integers(5, 9))
    age = rng.integers(1, max_age, n)
    length = 10 + 6 * age + rng.normal(0, 4, n)
    len_bin = np.clip(((length - 10) / 5).astype(int), 0, 11)
    return len_bin.astype(np.int32), age.astype(np.int32)
