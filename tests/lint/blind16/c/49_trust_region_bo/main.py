import jax
import jax.numpy as jnp
import numpy as np

from acquisition import propose
from trust_region import TrustRegion

N_INIT, N_ITER, DIM = 8, 10, 3


def hartmann_like(x):
    return -np.sum(np.exp(-8.0 * (x - 0.3) ** 2), axis=-1) + 0.1 * np.sin(10 * x[..., 0])


def main():
    rng = np.random.default_rng(0)
    X = rng.uniform(size=(N_INIT + N_ITER, DIM)).astype(np.float32)
    y = np.full((N_INIT + N_ITER,), 10.0, np.float32)
    y[:N_INIT] = hartmann_like(X[:N_INIT])
    tr = TrustRegion()
    key = jax.random.PRNGKey(0)
    for i in range(N_ITER):
        key, sub = jax.random.split(key)
        x_new = np.asarray(propose(jnp.asarray(X), jnp.asarray(y), sub, jnp.asarray(tr.bounds(), dtype=jnp.float32)))
        y_new = hartmann_like(x_new)
        tr.update(y_new < y.min())
        X[N_INIT + i], y[N_INIT + i] = x_new, y_new
    print("best", float(y.min()), "final length", tr.length)


if __name__ == "__main__":
    main()
