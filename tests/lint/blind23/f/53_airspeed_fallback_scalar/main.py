import numpy as np
import jax
import jax.numpy as jnp

from sensors import PitotSensor, airspeed


@jax.jit
def dead_reckon(pos, heading, tas, wind, dt):
    v = tas * jnp.array([jnp.cos(heading), jnp.sin(heading)]) + wind
    return pos + v * dt


def main():
    pitot = PitotSensor()
    pos = jnp.zeros(2)
    wind = jnp.array([3.0, -1.5])
    for k in range(20):
        heading = jnp.float32(0.3 + 0.01 * k)
        pos = dead_reckon(pos, heading, airspeed(pitot, k), wind, 1.0)
    print(np.round(np.asarray(pos), 2))


if __name__ == "__main__":
    main()
