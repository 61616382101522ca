import jax.numpy as jnp
import numpy as np

from lattice import simple_cubic
from md import melt_step

N_SIDE = 4


def main():
    pos = simple_cubic(N_SIDE)
    rng = np.random.default_rng(0)
    vel = rng.normal(scale=1.0, size=pos.shape).astype(np.float32)
    box = np.float32(N_SIDE)
    for step in range(6):
        pos, vel = melt_step(pos, vel, box, 0.002)
    disp = jnp.mean(jnp.linalg.norm(pos - jnp.asarray(simple_cubic(N_SIDE), jnp.float32), axis=1))
    print(f"mean displacement {float(disp):.4f}")


if __name__ == "__main__":
    main()
