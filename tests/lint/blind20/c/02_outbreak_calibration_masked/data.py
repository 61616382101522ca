import numpy as np

MAX_DAYS = 64


def synthetic_outbreak(n_days, beta, gamma, pop, seed):
    rng = np.random.default_rng(seed)
    s, i = pop - 5.0, 5.0
    cases = []
    for _ in range(n_days):
        new = beta * s * i / pop
        s -= new
        i += new - gamma * i
        cases.append(rng.poisson(max(new, 0.0)))
    return np.asarray(cases, dtype=np.float32)


def pad_series(series, length=MAX_DAYS):
    padded = np.zeros(length, dtype=np.float32)
    mask = np.zeros(length, dtype=np.float32)
    padded[: len(series)] = series
    mask[: len(series)] = 1.0
    return padded, mask


def load_outbreaks():
    specs = [("district_a", 42), ("district_b", 57), ("district_c", 35), ("district_d", 64)]
    return {name: pad_series(synthetic_outbreak(n, 0.35, 0.12, 10_000.0, k))
            for k, (name, n) in enumerate(specs)}
