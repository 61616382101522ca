from typing import NamedTuple

import jax
import jax.numpy as jnp
import numpy as np


class Kinematics(NamedTuple):
    x: jax.Array
    y: jax.Array
    psi: jax.Array
    u: jax.Array


@jax.jit
def step_ship(s, rudder, dt):
    psi = s.psi + 0.05 * rudder * s.u * dt
    return Kinematics(
        x=s.x + s.u * jnp.cos(psi) * dt,
        y=s.y + s.u * jnp.sin(psi) * dt,
        psi=psi,
        u=s.u * (1 - 0.01 * jnp.abs(rudder)),
    )


def initial_state(speed_kn):
    z = jnp.zeros((), jnp.float32)
    return Kinematics(z, z, z, jnp.asarray(speed_kn * 0.5144, jnp.float32))


def main():
    s = initial_state(12.0)
    for r in np.deg2rad(np.array([0, 5, 10, 15, 10, 0, -10, -15, 0, 0], np.float32)):
        s = step_ship(s, r, 10.0)
    print(f"({float(s.x):.0f}, {float(s.y):.0f}) m, {float(jnp.rad2deg(s.psi)):.1f} deg")


if __name__ == "__main__":
    main()
