from typing import NamedTuple

import numpy as np
import jax
import jax.numpy as jnp


class CellarState(NamedTuple):
    temp_ema: jax.Array
    humidity_ema: jax.Array
    alarms: jax.Array


def initial_state(n_zones):
    return CellarState(jnp.full(n_zones, 13.0, jnp.float32), jnp.full(n_zones, 75.0, jnp.float32), jnp.zeros(n_zones, jnp.int32))


@jax.jit
def ingest(state, temp, humidity):
    a = 0.2
    t = (1 - a) * state.temp_ema + a * temp
    h = (1 - a) * state.humidity_ema + a * humidity
    alarm = ((t > 16.0) | (h < 60.0)).astype(jnp.int32)
    return CellarState(t, h, state.alarms + alarm)


def main():
    rng = np.random.default_rng(30)
    state = initial_state(4)
    for minute in range(50):
        temp = jnp.asarray(13 + rng.normal(0, 0.5, 4) + 0.08 * minute * np.array([0, 0, 1, 0]), jnp.float32)
        hum = jnp.asarray(75 + rng.normal(0, 3, 4), jnp.float32)
        state = ingest(state, temp, hum)
    print("final temps", np.round(np.asarray(state.temp_ema), 2))
    print("alarm minutes per zone", np.asarray(state.alarms))


if __name__ == "__main__":
    main()
