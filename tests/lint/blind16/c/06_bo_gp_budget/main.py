import numpy as np
import jax.numpy as jnp

from acquisition import expected_improvement
from gp import posterior

BUDGET = 16


def objective(x):
    return np.sin(3.0 * x[..., 0]) + 0.5 * (x[..., 0] - 0.6) ** 2


def main():
    rng = np.random.default_rng(1)
    grid = jnp.linspace(0.0, 2.0, 128)[:, None]
    X = np.zeros((BUDGET, 1), np.float32)
    y = np.zeros((BUDGET,), np.float32)
    mask = np.zeros((BUDGET,), bool)
    X[:3] = rng.uniform(0.0, 2.0, size=(3, 1))
    y[:3] = objective(X[:3])
    mask[:3] = True
    n = 3
    for it in range(8):
        mean, var = posterior(jnp.asarray(X), jnp.asarray(y), jnp.asarray(mask), grid)
        ei = expected_improvement(mean, var, y[:n].min())
        x_next = np.asarray(grid[int(jnp.argmax(ei))])
        X[n], y[n], mask[n] = x_next, objective(x_next[None, :])[0], True
        n += 1
    print("best", float(y[:n].min()), "at", float(X[np.argmin(y[:n]), 0]))


if __name__ == "__main__":
    main()
