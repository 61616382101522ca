import jax.numpy as jnp
import numpy as np

from field import GridField
from solver import relax_temperature

N = 32

if __name__ == "__main__":
    rng = np.random.default_rng(0)
    for rod in range(5):
        length = float(rng.uniform(0.5, 2.0))
        field = GridField(jnp.zeros(N), jnp.float32(length / (N + 1)))
        source = jnp.ones(N)
        out = relax_temperature(field, source, 1.0)
        print(rod, round(length, 3), float(out.values.max()), float(jnp.abs(out.laplacian() + source).max()))
