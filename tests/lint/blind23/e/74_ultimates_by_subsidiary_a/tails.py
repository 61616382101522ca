from functools import partial

import jax
import jax.numpy as jnp

TAIL = {"motor": 1.02, "property": 1.01, "liability": 1.12}


@partial(jax.jit, static_argnames=("lob",))
def ultimate_from_paid(paid_to_date, cdf_to_tail, lob):
    tail = TAIL[lob.lower()]
    return paid_to_date * cdf_to_tail * tail
