import numpy as np


def make_schools(n_students=230, n_schools=10, seed=0):
    rng = np.random.default_rng(seed)
    school = rng.integers(0, n_schools, size=n_students)
    effect = rng.normal(0, 0.7, size=n_schools)
    x = rng.normal(size=n_students)
    y = (rng.uniform(size=n_students) < 1 / (1 + np.exp(-(effect[school] + 0.6 * x)))).astype(np.float32)
    return school.astype(np.int32), x.astype(np.float32), y


def minibatches(school, x, y, batch_size, rng):
    perm = rng.permutation(len(y))
    for start in range(0, len(y), batch_size):
        idx = perm[start:start + batch_size]
        yield school[idx], x[idx], y[idx]
