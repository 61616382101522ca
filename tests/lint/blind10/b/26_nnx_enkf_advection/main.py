import jax.numpy as jnp
import numpy as np
from flax import nnx

from filters import EnsembleKalmanFilter, assimilation_cycle

N_GRID = 40
OBS_EVERY = 4


def truth_trajectory(n_cycles):
    x = np.sin(np.linspace(0, 2 * np.pi, N_GRID) + 0.4)
    for _ in range(n_cycles):
        x = np.roll(x, 1)
        yield x


def run(n_cycles=4):
    enkf = EnsembleKalmanFilter(N_GRID, n_members=16, obs_every=OBS_EVERY, rngs=nnx.Rngs(0))
    rng = np.random.default_rng(0)
    for c, x_true in enumerate(truth_trajectory(n_cycles)):
        y = x_true[::OBS_EVERY] + 0.05 * rng.standard_normal(N_GRID // OBS_EVERY)
        eps = rng.standard_normal((16, N_GRID // OBS_EVERY)).astype(np.float32)
        mean = assimilation_cycle(enkf, jnp.asarray(y, dtype=jnp.float32), eps)
        rmse = float(jnp.sqrt(jnp.mean((mean - x_true) ** 2)))
        print(f"cycle {c}: analysis RMSE {rmse:.4f} (updates so far: {enkf.n_updates})")


if __name__ == "__main__":
    run()
