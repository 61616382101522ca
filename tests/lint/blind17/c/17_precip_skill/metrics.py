import jax
import jax.numpy as jnp


def _skill(params, x, y, threshold=1.0):
    pred = jax.nn.softplus(x @ params["w"] + params["b"])
    hit = jnp.sum((pred >= threshold) & (y >= threshold))
    miss = jnp.sum((pred < threshold) & (y >= threshold))
    false = jnp.sum((pred >= threshold) & (y < threshold))
    csi = hit / jnp.maximum(hit + miss + false, 1)
    mse = jnp.mean((pred - y) ** 2)
    return {"csi": csi, "mse": mse}


skill = jax.jit(_skill)
