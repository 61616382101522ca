import jax.numpy as jnp
import numpy as np

from buffer import ObservationBuffer
from gp import posterior


def objective(x):
    return np.sin(3 * x[..., 0]) + 0.5 * np.cos(5 * x[..., 0])


def ucb(mean, var, beta=2.0):
    return mean + beta * jnp.sqrt(var)


def run(n_iter=6, seed=0):
    rng = np.random.default_rng(seed)
    grid = np.linspace(0, 2, 200, dtype=np.float32)[:, None]
    buf = ObservationBuffer(capacity=16, dim=1)
    x0 = rng.uniform(0, 2, size=(3, 1)).astype(np.float32)
    buf.add(x0, objective(x0))
    for it in range(n_iter):
        mean, var = posterior(jnp.asarray(buf.X), jnp.asarray(buf.Y),
                              jnp.asarray(buf.mask), jnp.asarray(grid))
        x_next = grid[int(jnp.argmax(ucb(mean, var)))][None, :]
        buf.add(x_next, objective(x_next))
        print(f"iter {it}: best so far {buf.best():.4f}")
    return buf


if __name__ == "__main__":
    run()
