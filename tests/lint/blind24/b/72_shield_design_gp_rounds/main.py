import jax.numpy as jnp
import numpy as np

from design import dose_behind_shield
from gp import gp_posterior


def main():
    rng = np.random.default_rng(0)
    grid = np.stack(np.meshgrid(np.linspace(0, 1, 20), np.linspace(0, 1, 20)), -1).reshape(-1, 2).astype(np.float32)
    x = rng.uniform(0, 1, (4, 2)).astype(np.float32)
    y = dose_behind_shield(x).astype(np.float32)
    for rnd in range(6):
        mean, std = gp_posterior(x, y, grid, jnp.log(jnp.array([0.3, 0.3])), 0.0)
        ucb = np.asarray(mean + 2.0 * std)
        nxt = grid[np.argmax(ucb)][None]
        x = np.concatenate([x, nxt])
        y = np.concatenate([y, dose_behind_shield(nxt).astype(np.float32)])
        print(f"round {rnd}: best objective so far {y.max():.3f}")


if __name__ == "__main__":
    main()
