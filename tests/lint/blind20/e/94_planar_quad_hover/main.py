import jax
import jax.numpy as jnp

from config import SCENARIO

G = 9.81


@jax.jit
def hover_step(state, target, mass, dt):
    x, vx, z, vz = jnp.asarray(state)
    thrust = mass * (G + 6.0 * (target - z) - 3.0 * vz)
    tilt = -0.5 * x - 0.4 * vx
    ax = thrust / mass * jnp.sin(tilt)
    az = thrust / mass * jnp.cos(tilt) - G
    return jnp.array([x + dt * vx, vx + dt * ax, z + dt * vz, vz + dt * az])


def main():
    cfg = SCENARIO
    state = jnp.asarray(cfg["initial_state"], dtype=jnp.float32)
    for _ in range(cfg["steps"]):
        state = hover_step(state, cfg["hover_height"], cfg["mass"], cfg["dt"])
    print(state)


if __name__ == "__main__":
    main()
