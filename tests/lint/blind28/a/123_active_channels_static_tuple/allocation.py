from functools import partial

import jax
import jax.numpy as jnp

from channels import ALL_CHANNELS


@partial(jax.jit, static_argnames=("channels",))
def allot_rooms(rooms, demand, commission, channels):
    idx = jnp.array([ALL_CHANNELS.index(c) for c in channels])
    net_value = demand[idx] * (1.0 - commission[idx])
    share = net_value / net_value.sum()
    return jnp.zeros(len(ALL_CHANNELS)).at[idx].set(jnp.floor(share * rooms))
