import jax.numpy as jnp
import numpy as np

from dem import dem_step
from params import ContactParams


def main(material="glass"):
    rng = np.random.default_rng(0)
    pos = jnp.asarray(rng.uniform([0, 0.1], [1, 1], size=(24, 2)).astype(np.float32))
    vel = jnp.zeros_like(pos)
    for step in range(6):
        params = ContactParams.from_material(material)
        pos, vel = dem_step(pos, vel, 1e-3, params=params)
    print(f"min height {float(pos[:, 1].min()):.4f}")


if __name__ == "__main__":
    main()
