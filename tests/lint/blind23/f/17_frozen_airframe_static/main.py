from dataclasses import dataclass
from functools import partial

import jax
import jax.numpy as jnp


@dataclass(frozen=True)
class Airframe:
    mass: float = 1200.0
    wing_area: float = 16.2
    cla: float = 5.1
    cd0: float = 0.027
    k: float = 0.054


@partial(jax.jit, static_argnames="airframe")
def pitch_dynamics(state, elevator, airframe, dt=0.02):
    V, gamma, alpha, h = state
    rho = 1.225 * jnp.exp(-h / 8500.0)
    q = 0.5 * rho * V ** 2
    cl = airframe.cla * (alpha + 0.3 * elevator)
    cd = airframe.cd0 + airframe.k * cl ** 2
    L = q * airframe.wing_area * cl
    D = q * airframe.wing_area * cd
    m = airframe.mass
    dV = -D / m - 9.81 * jnp.sin(gamma)
    dgamma = L / (m * V) - 9.81 * jnp.cos(gamma) / V
    dalpha = -2.0 * (alpha - 0.05 - elevator)
    return jnp.array([V + dV * dt, gamma + dgamma * dt, alpha + dalpha * dt, h + V * jnp.sin(gamma) * dt])


def main():
    state = jnp.array([55.0, 0.0, 0.05, 1000.0])
    for de in jnp.linspace(-0.02, 0.02, 12):
        state = pitch_dynamics(state, de, Airframe())
    print([round(float(v), 4) for v in state])


if __name__ == "__main__":
    main()
