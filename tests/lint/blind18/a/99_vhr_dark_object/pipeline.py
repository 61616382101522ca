import jax
import jax.numpy as jnp


@jax.jit
def dark_object_subtract(band, gain):
    dark = jnp.percentile(band, 1.0)
    return jnp.clip((band - dark) * gain, 0.0, None)


def correct_scene(bands, gains=None):
    if gains is None:
        gains = [1.0] * len(bands)
    return jnp.stack([dark_object_subtract(band, float(g)) for band, g in zip(bands, gains)])
