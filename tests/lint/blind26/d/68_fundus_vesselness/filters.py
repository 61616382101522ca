from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("scales", "n_orient"))
def vesselness(img, scales, n_orient):
    responses = []
    for s in scales:
        k = jnp.exp(-jnp.arange(-2 * s, 2 * s + 1) ** 2 / (2.0 * s * s))
        k = k / k.sum()
        for o in range(n_orient):
            rot = jnp.rot90(img, o % 4)
            sm = jax.vmap(lambda r: jnp.convolve(r, k, mode="same"))(rot)
            responses.append(jnp.rot90(rot - sm, -(o % 4)))
    return jnp.max(jnp.stack(responses), axis=0)


def segment_vessels(img, cfg):
    v = vesselness(img, scales=tuple(cfg["scales"]), n_orient=cfg["n_orient"])
    return v > cfg["threshold"]
