import numpy as np
import jax.numpy as jnp

from acquisition import expected_improvement
from gp import posterior


def objective(x):
    return np.sin(3.0 * x[..., 0]) + 0.5 * (x[..., 0] - 0.6) ** 2


def main():
    rng = np.random.default_rng(1)
    grid = jnp.linspace(0.0, 2.0, 128)[:, None]
    X = rng.uniform(0.0, 2.0, size=(3, 1)).astype(np.float32)
    y = objective(X).astype(np.float32)
    for it in range(8):
        mean, var = posterior(jnp.asarray(X), jnp.asarray(y), grid)
        ei = expected_improvement(mean, var, y.min())
        x_next = np.asarray(grid[int(jnp.argmax(ei))])[None, :]
        X = np.concatenate([X, x_next], axis=0)
        y = np.concatenate([y, objective(x_next).astype(np.float32)])
    print("best", float(y.min()), "at", float(X[np.argmin(y), 0]))


if __name__ == "__main__":
    main()
