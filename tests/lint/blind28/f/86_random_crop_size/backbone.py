import jax
import jax.numpy as jnp


@jax.jit
def clip_descriptor(clip, kernel):
    x = jax.lax.conv_general_dilated(clip, kernel, (2, 2), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"))
    x = jax.nn.relu(x)
    return x.mean(axis=(0, 1, 2))
