import jax
import jax.numpy as jnp


def init_upscaler(key, taps=5):
    return {"kernel": jax.random.normal(key, (taps, taps)) * 0.05,
            "bias": jnp.zeros(())}


def upscale(params, low):
    up = jnp.repeat(jnp.repeat(low, 2, axis=1), 2, axis=2)
    k = params["kernel"][:, :, None, None]
    out = jax.lax.conv_general_dilated(up[..., None], k, (1, 1), "SAME",
                                       dimension_numbers=("NHWC", "HWIO", "NHWC"))
    return up + out[..., 0] + params["bias"]
