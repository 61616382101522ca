import numpy as np
import jax.numpy as jnp

from gp import fit

CAPACITY = 32


def objective(x):
    return np.sin(3.0 * x[:, 0]) + 0.5 * np.cos(5.0 * x[:, 1])


def padded(pool, idx):
    X = np.zeros((CAPACITY, pool.shape[1]), np.float32)
    y = np.zeros((CAPACITY,), np.float32)
    mask = np.zeros((CAPACITY,), np.float32)
    X[: len(idx)] = pool[idx]
    y[: len(idx)] = objective(pool[idx])
    mask[: len(idx)] = 1.0
    return jnp.asarray(X), jnp.asarray(y), jnp.asarray(mask)


def main():
    rng = np.random.default_rng(0)
    pool = rng.uniform(0, 1, size=(200, 2)).astype(np.float32)
    idx = list(rng.choice(200, size=5, replace=False))
    log_params = jnp.zeros(3)
    for rnd in range(6):
        X, y, mask = padded(pool, idx)
        log_params, nll = fit(log_params, X, y, mask)
        remaining = [i for i in range(200) if i not in idx]
        new = rng.choice(remaining, size=2, replace=False)
        idx.extend(int(i) for i in new)
        print(f"round {rnd} n={len(idx)} nll={float(nll):.3f}")


if __name__ == "__main__":
    main()
