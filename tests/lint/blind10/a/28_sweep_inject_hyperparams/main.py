import numpy as np

from sweep import run_sweep

N_USERS, N_ITEMS = 30, 20


def main():
    rng = np.random.default_rng(0)
    users = rng.integers(0, N_USERS, 128).astype(np.int32)
    items = rng.integers(0, N_ITEMS, 128).astype(np.int32)
    ratings = rng.integers(1, 6, 128).astype(np.float32)
    results = run_sweep((users, items, ratings), N_USERS, N_ITEMS,
                        learning_rates=[1e-3, 1e-2], weight_decays=[0.0, 1e-4])
    best = min(results, key=results.get)
    print("best (lr, wd):", best, "mse:", round(results[best], 4))


if __name__ == "__main__":
    main()
