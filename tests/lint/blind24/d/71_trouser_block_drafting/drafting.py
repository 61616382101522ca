import jax
import jax.numpy as jnp


@jax.jit
def draft_trouser_block(measurements, ease=2.0, crotch_depth_ratio=0.25):
    waist, hip, inseam, rise = measurements[:, 0], measurements[:, 1], measurements[:, 2], measurements[:, 3]
    front_width = (hip + ease) / 4 - 1.0
    back_width = (hip + ease) / 4 + 1.0
    crotch_ext = hip * crotch_depth_ratio / 4
    return jnp.stack([front_width, back_width, crotch_ext, rise + 1.0, inseam], axis=1)
