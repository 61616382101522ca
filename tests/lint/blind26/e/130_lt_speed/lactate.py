from functools import partial
import math

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="protocol")
def lt_speed(speed, lactate, protocol):
    stage_min, inc, grad = protocol
    if not math.isnan(grad):
        speed = speed * (1 + 0.045 * grad)
    # first stage where lactate rises > 1 mmol/L above baseline
    rise = lactate - lactate[0] > 1.0
    return speed[jnp.argmax(rise)]
