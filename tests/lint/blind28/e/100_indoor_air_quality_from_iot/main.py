import numpy as np
import jax
import jax.numpy as jnp

from payloads import fake_messages, parse_gateway_message


@jax.jit
def iaq_index(points):
    t = jnp.abs(points["zone_temp"] - 22.5) / 2.0
    c = jnp.clip(points["co2"] - 600.0, 0.0, None) / 600.0
    h = jnp.abs(points["rh"] - 45.0) / 15.0
    return jnp.mean(1.0 - jnp.clip((t + c + h) / 3.0, 0.0, 1.0))


rng = np.random.default_rng(0)
for raw in fake_messages(rng):
    print(round(float(iaq_index(parse_gateway_message(raw))), 3))
