import itertools

import jax.numpy as jnp
import numpy as np

from model import build, train_step

LEARNING_RATES = [1e-3, 1e-2]
SEEDS = [0, 1]


def arrhenius_data(n=64, seed=0):
    rng = np.random.default_rng(seed)
    inv_t = rng.uniform(1 / 400, 1 / 300, n)
    conc = rng.uniform(0.1, 1.0, n)
    log_rate = 12.0 - 5000.0 * inv_t + np.log(conc)
    x = np.stack([1000 * inv_t, conc], axis=1).astype(np.float32)
    return jnp.asarray(x), jnp.asarray((log_rate - log_rate.mean()) / log_rate.std(), dtype=jnp.float32)


def sweep(steps=2):
    x, y = arrhenius_data()
    results = {}
    for lr, seed in itertools.product(LEARNING_RATES, SEEDS):
        model, optimizer = build(hidden=16, lr=lr, seed=seed)
        for _ in range(steps):
            loss = train_step(model, optimizer, x, y)
        results[(lr, seed)] = float(loss)
        print(f"lr={lr:g} seed={seed}: loss {results[(lr, seed)]:.4f}")
    return results


if __name__ == "__main__":
    sweep()
