from functools import partial

import jax
import jax.numpy as jnp

from fluid import viscous_substep

VISCOSITY_BY_FRAME = [0.5, 0.5, 1.0, 1.0, 2.0, 2.0]

viscous_substep_jit = jax.jit(viscous_substep)


def main():
    pos = jax.random.uniform(jax.random.PRNGKey(0), (80, 2)) * jnp.array([1.0, 0.5]) + jnp.array([0.0, 0.2])
    vel = jnp.zeros_like(pos)
    for frame, mu in enumerate(VISCOSITY_BY_FRAME):
        substep = partial(viscous_substep_jit, viscosity=mu)
        for _ in range(3):
            pos, vel = substep(pos, vel, 0.005)
        print(f"frame {frame} mu={mu} mean height={float(pos[:, 1].mean()):.4f}")


if __name__ == "__main__":
    main()
