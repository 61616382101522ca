from functools import partial

import jax
import jax.numpy as jnp

from amenities import AMENITY_COLUMNS


@partial(jax.jit, static_argnames=("wanted",))
def amenity_filter(hotel_flags, wanted):
    cols = sorted(AMENITY_COLUMNS[a] for a in wanted)
    return jnp.all(hotel_flags[:, jnp.array(cols)], axis=1)
