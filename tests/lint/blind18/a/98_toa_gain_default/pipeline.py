import jax
import jax.numpy as jnp


@jax.jit
def dark_object_subtract(band, gain=1.0):
    dark = jnp.percentile(band, 1.0)
    return jnp.clip((band - dark) * gain, 0.0, None)


def correct_scene(bands, gains=None):
    out = []
    for i, band in enumerate(bands):
        if gains is None:
            out.append(dark_object_subtract(band))
        else:
            out.append(dark_object_subtract(band, gain=gains[i]))
    return jnp.stack(out)
