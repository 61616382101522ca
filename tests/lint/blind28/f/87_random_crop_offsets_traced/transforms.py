import jax
import jax.numpy as jnp

CROP = 32


@jax.jit
def crop_and_describe(clip, kernel, key):
    t, h, w, c = clip.shape
    ky, kx = jax.random.split(key)
    y0 = jax.random.randint(ky, (), 0, h - CROP + 1)
    x0 = jax.random.randint(kx, (), 0, w - CROP + 1)
    crop = jax.lax.dynamic_slice(clip, (0, y0, x0, 0), (t, CROP, CROP, c))
    x = jax.lax.conv_general_dilated(crop, kernel, (2, 2), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"))
    return jax.nn.relu(x).mean(axis=(0, 1, 2))
