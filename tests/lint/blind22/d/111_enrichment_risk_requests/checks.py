import functools

import jax
import jax.numpy as jnp

CHECK_COLUMNS = {"reputation": 0, "geo_velocity": 1, "rare_process": 2, "off_hours": 3}


@functools.partial(jax.jit, static_argnames=("enabled",))
def combined_risk(signals, weights, enabled):
    total = jnp.zeros(signals.shape[0])
    for name in enabled:
        col = CHECK_COLUMNS[name]
        total = total + weights[col] * signals[:, col]
    return jax.nn.sigmoid(total)


def parse_request(req):
    return tuple(c.strip() for c in req["checks"].split(","))
