from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("laterality",))
def to_right_eye_frame(thickness_map, laterality):
    # store all ETDRS thickness maps in OD orientation (nasal on the right)
    if laterality == "OS":
        thickness_map = thickness_map[:, ::-1]
    centre = thickness_map[14:18, 14:18].mean()
    return thickness_map, centre
