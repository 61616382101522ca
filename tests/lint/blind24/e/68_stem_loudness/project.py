import numpy as np

from meter import MAX_STEMS


def load_project(name, n_stems, seed, n_samples=4800):
    rng = np.random.default_rng(seed)
    stems = np.zeros((MAX_STEMS, n_samples), np.float32)
    active = np.zeros(MAX_STEMS, bool)
    for i in range(n_stems):
        stems[i] = rng.standard_normal(n_samples) * (0.05 + 0.05 * i)
        active[i] = True
    return name, stems, active
