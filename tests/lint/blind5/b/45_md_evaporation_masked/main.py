import numpy as np
import jax.numpy as jnp

from physics import md_step

ESCAPE_RADIUS = 2.6


def main():
    rng = np.random.default_rng(4)
    pos = jnp.asarray(rng.normal(scale=0.8, size=(40, 3)), dtype=jnp.float32)
    vel = jnp.asarray(rng.normal(scale=2.0, size=(40, 3)), dtype=jnp.float32)
    alive = jnp.ones(40, dtype=bool)
    for frame in range(7):
        for _ in range(5):
            pos, vel = md_step(pos, vel, alive, 0.02)
        alive = alive & (jnp.linalg.norm(pos, axis=1) < ESCAPE_RADIUS)
        print(f"frame {frame}: {int(alive.sum())} particles still in the droplet")


if __name__ == "__main__":
    main()
