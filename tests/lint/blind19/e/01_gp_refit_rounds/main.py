import numpy as np
import jax.numpy as jnp

from gp import fit


def objective(x):
    return np.sin(3.0 * x[:, 0]) + 0.5 * np.cos(5.0 * x[:, 1])


def main():
    rng = np.random.default_rng(0)
    pool = rng.uniform(0, 1, size=(200, 2)).astype(np.float32)
    idx = list(rng.choice(200, size=5, replace=False))
    log_params = jnp.zeros(3)
    for rnd in range(6):
        X = jnp.asarray(pool[idx])
        y = jnp.asarray(objective(pool[idx]), dtype=jnp.float32)
        log_params, nll = fit(log_params, X, y)
        remaining = [i for i in range(200) if i not in idx]
        new = rng.choice(remaining, size=2, replace=False)
        idx.extend(int(i) for i in new)
        print(f"round {rnd} n={len(idx)} nll={float(nll):.3f}")


if __name__ == "__main__":
    main()
