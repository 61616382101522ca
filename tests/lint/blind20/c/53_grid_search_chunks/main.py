import jax
import jax.numpy as jnp
import numpy as np

from grid import chunks, parameter_grid

POP = 1e4
OBS = jnp.asarray(np.random.default_rng(0).poisson(40, 50), dtype=jnp.float32)


def sse(params):
    beta, gamma = params

    def step(y, _):
        s, i = y
        new = beta * s * i / POP
        return (s - new, i + new - gamma * i), new

    _, inc = jax.lax.scan(step, (POP - 10.0, 10.0), None, length=OBS.shape[0])
    return jnp.sum((inc - OBS) ** 2)


@jax.jit
def score_chunk(param_chunk):
    return jax.vmap(sse)(param_chunk)


if __name__ == "__main__":
    grid = parameter_grid()
    scores = np.concatenate([np.asarray(score_chunk(c)) for c in chunks(grid)])
    best = grid[np.argmin(scores)]
    print(f"{len(grid)} points, best beta={best[0]:.3f} gamma={best[1]:.3f}")
