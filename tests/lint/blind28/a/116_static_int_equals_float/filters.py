from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("min_stars",))
def eligible_share(stars, prices, budget, min_stars):
    ok = (stars >= min_stars) & (prices <= budget)
    return ok.mean()
