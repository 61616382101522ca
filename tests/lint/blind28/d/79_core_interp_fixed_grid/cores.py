import numpy as np

AGE_GRID = np.arange(0.0, 20000.0, 100.0)


def load_core(seed):
    rng = np.random.default_rng(seed)
    n = int(rng.integers(150, 400))
    age = np.sort(rng.uniform(0, 20000, n))
    d18o = -40 + 6 * (age < 11700) + rng.normal(0, 0.5, n)
    return age, d18o


def on_common_grid(age, d18o):
    return np.interp(AGE_GRID, age, d18o).astype(np.float32)
