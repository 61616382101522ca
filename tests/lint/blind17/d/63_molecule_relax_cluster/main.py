import jax.numpy as jnp
import numpy as np

from relax import fire_relax

if __name__ == "__main__":
    rng = np.random.default_rng(0)
    grid = np.stack(np.meshgrid(*[np.arange(2)] * 3, indexing="ij"), -1).reshape(-1, 3)
    positions = jnp.asarray(1.15 * grid + 0.05 * rng.normal(size=grid.shape), dtype=jnp.float32)
    fire_relax(positions)
