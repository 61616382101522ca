import itertools

import jax.numpy as jnp
import numpy as np

from volnet import create_state, train_step

N_LAGS = 5
LEARNING_RATE = 1e-2
SEEDS = [0, 1]
L2_GRID = [1e-4, 1e-3]


def realized_variance_dataset(n=300, seed=0):
    rng = np.random.default_rng(seed)
    rv = np.empty(n)
    rv[0] = 1.0
    for t in range(1, n):
        rv[t] = 0.1 + 0.85 * rv[t - 1] + 0.05 * rng.chisquare(1)
    x = np.stack([rv[i : n - N_LAGS + i] for i in range(N_LAGS)], axis=1)
    return x.astype(np.float32), rv[N_LAGS:].astype(np.float32)


def main():
    x, y = realized_variance_dataset()
    results = {}
    for seed, l2 in itertools.product(SEEDS, L2_GRID):
        state = create_state(seed, N_LAGS, LEARNING_RATE)
        for _ in range(4):
            state, loss = train_step(state, x, y, jnp.float32(l2))
        results[(seed, l2)] = float(loss)
        print(f"seed={seed} l2={l2:g} qlike={float(loss):.4f}")
    best = min(results, key=results.get)
    print("best:", best)


if __name__ == "__main__":
    main()
