from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from protocol import protocol_tuple


@partial(jax.jit, static_argnames="protocol")
def lactate_threshold_speed(speed, lactate, protocol):
    stage_min, inc, grad = protocol
    if grad is not None:
        speed = speed * (1 + 0.045 * grad)
    rise = lactate - lactate[0] > 1.0
    return speed[jnp.argmax(rise)]


rng = np.random.default_rng(70)
tests = [{"stage_min": 3, "inc": 1.0}, {"stage_min": 3, "inc": 1.0}, {"stage_min": 3, "inc": 1.0},
         {"stage_min": 3, "inc": 1.0}]
for k, meta in enumerate(tests):
    speed = np.arange(10, 19, dtype=np.float32)
    lac = (1.0 + 0.02 * np.exp(0.6 * (speed - 10)) + rng.normal(0, 0.05, 9)).astype(np.float32)
    print("test", k, "LT speed (km/h):", float(lactate_threshold_speed(speed, lac, protocol=protocol_tuple(meta))))
