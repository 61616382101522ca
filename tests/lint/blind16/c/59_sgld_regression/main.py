import jax
import jax.numpy as jnp
import numpy as np

from data import MinibatchLoader
from sgld import sgld_step


def main():
    rng = np.random.default_rng(0)
    X = rng.standard_normal((250, 4)).astype(np.float32)
    w_true = np.array([0.5, -1.0, 2.0, 0.0], np.float32)
    y = (X @ w_true + 0.1 * rng.standard_normal(250)).astype(np.float32)
    loader = MinibatchLoader(X, y, batch_size=64)
    w = jnp.zeros(4)
    key = jax.random.PRNGKey(0)
    samples = []
    for epoch in range(3):
        for xb, yb in loader:
            key, sub = jax.random.split(key)
            w = sgld_step(w, xb, yb, sub, 1e-5, len(X))
            samples.append(w)
    print("posterior mean", np.round(np.asarray(jnp.stack(samples[-8:]).mean(0)), 3))


if __name__ == "__main__":
    main()
