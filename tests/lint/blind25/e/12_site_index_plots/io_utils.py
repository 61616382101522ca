import numpy as np

def read_plot_csv(k, rng):
    n = 50
    age = rng.uniform(15, 90, n)
    top_h = 30 * (1 - np.exp(-0.025 * age)) ** 1.2 + rng.normal(0, 1, n)
    if k % 2:
        return age.astype(np.float32), top_h.astype(np.float32)
    return age, top_h

def load_plot(k, rng):
    age, top_h = read_plot_csv(k, rng)
    return np.asarray(age, dtype=np.float32), np.asarray(top_h, dtype=np.float32)
