from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="kernel_sizes")
def multi_scale_blur(page, kernel_sizes):
    outs = []
    for k in kernel_sizes:
        kern = jnp.ones((k, k)) / (k * k)
        outs.append(jax.scipy.signal.convolve2d(page, kern, mode="same"))
    return jnp.stack(outs).mean(axis=0)


def preprocess(page, cfg):
    blurred = multi_scale_blur(page, kernel_sizes=tuple(cfg["kernel_sizes"]))
    if cfg["binarise"]:
        return (page < blurred - 0.05).astype(jnp.float32)
    return blurred
