from typing import NamedTuple

import jax
import jax.numpy as jnp


class CusumState(NamedTuple):
    upper: float
    lower: float
    alarms: int


def fresh_state():
    return CusumState(upper=0.0, lower=0.0, alarms=0)


@jax.jit
def cusum_update(state, batch, target, slack):
    def body(carry, x):
        up, lo, al = carry
        up = jnp.maximum(0.0, up + x - target - slack)
        lo = jnp.maximum(0.0, lo - x + target - slack)
        hit = (up > 5.0) | (lo > 5.0)
        return (jnp.where(hit, 0.0, up), jnp.where(hit, 0.0, lo), al + hit.astype(jnp.int32)), None

    (up, lo, al), _ = jax.lax.scan(body, tuple(state), batch)
    return CusumState(up, lo, al)
