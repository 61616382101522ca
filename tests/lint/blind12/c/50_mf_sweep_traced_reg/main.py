import itertools

import numpy as np

from sweep import MFConfig, fit

N_USERS, N_ITEMS = 40, 30


def main():
    rng = np.random.default_rng(0)
    data = (rng.integers(0, N_USERS, 200).astype(np.int32),
            rng.integers(0, N_ITEMS, 200).astype(np.int32),
            rng.integers(1, 6, 200).astype(np.float32))
    results = {}
    for n_factors, reg in itertools.product([4, 8], [1e-3, 1e-2, 1e-1]):
        results[(n_factors, reg)] = fit(MFConfig(n_factors, reg), data, N_USERS, N_ITEMS)
    best = min(results, key=results.get)
    print("best", best, round(results[best], 4))


if __name__ == "__main__":
    main()
