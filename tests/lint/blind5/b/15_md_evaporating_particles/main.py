import numpy as np
import jax.numpy as jnp

from physics import md_step

ESCAPE_RADIUS = 2.6


def main():
    rng = np.random.default_rng(4)
    pos = jnp.asarray(rng.normal(scale=0.8, size=(40, 3)), dtype=jnp.float32)
    vel = jnp.asarray(rng.normal(scale=2.0, size=(40, 3)), dtype=jnp.float32)
    for frame in range(7):
        for _ in range(5):
            pos, vel = md_step(pos, vel, 0.02)
        r = jnp.linalg.norm(pos, axis=1)
        bound = np.asarray(r < ESCAPE_RADIUS)
        pos, vel = pos[bound], vel[bound]
        print(f"frame {frame}: {pos.shape[0]} particles still in the droplet")


if __name__ == "__main__":
    main()
