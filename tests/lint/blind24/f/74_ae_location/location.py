import enum
from functools import partial

import jax
import jax.numpy as jnp


class Velocity(enum.Enum):
    EXTENSIONAL = 5100.0   # m/s, S0 mode in the steel web
    FLEXURAL = 3100.0      # m/s, A0 mode


@partial(jax.jit, static_argnames=("wave",))
def locate_1d(t_arrival, sensor_x, wave):
    """Linear AE source location between sensor pairs along a girder flange."""
    v = wave.value
    dt = t_arrival[:, 1] - t_arrival[:, 0]
    mid = 0.5 * (sensor_x[0] + sensor_x[1])
    x = mid - 0.5 * v * dt
    return jnp.clip(x, sensor_x[0], sensor_x[1])
