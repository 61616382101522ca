import jax.numpy as jnp
import numpy as np

from gp import posterior


def objective(x):
    return np.sin(3 * x[..., 0]) + 0.5 * np.cos(5 * x[..., 0])


def ucb(mean, var, beta=2.0):
    return mean + beta * jnp.sqrt(var)


def run(n_iter=6, seed=0):
    rng = np.random.default_rng(seed)
    grid = np.linspace(0, 2, 200, dtype=np.float32)[:, None]
    X = rng.uniform(0, 2, size=(3, 1)).astype(np.float32)
    Y = objective(X).astype(np.float32)
    for it in range(n_iter):
        mean, var = posterior(jnp.asarray(X), jnp.asarray(Y), jnp.asarray(grid))
        x_next = grid[int(jnp.argmax(ucb(mean, var)))][None, :]
        X = np.concatenate([X, x_next])
        Y = np.concatenate([Y, objective(x_next).astype(np.float32)])
        print(f"iter {it}: best so far {Y.max():.4f}")
    return X, Y


if __name__ == "__main__":
    run()
