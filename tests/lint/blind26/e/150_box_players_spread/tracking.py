from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="n_in_box")
def box_players_spread(xy, in_box, n_in_box):
    idx = jnp.nonzero(in_box, size=n_in_box)[0]
    pts = xy[idx]
    return jnp.mean(jnp.linalg.norm(pts - pts.mean(0), axis=1))
