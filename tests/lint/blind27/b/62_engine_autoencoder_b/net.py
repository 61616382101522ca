from functools import partial

import jax
import jax.numpy as jnp


def leaky(z):
    return jnp.maximum(z, 0.1 * z)


@partial(jax.jit, static_argnames=("activation",))
def snapshot_anomaly(params, snapshot, activation=leaky):
    h = activation(snapshot @ params["enc"])
    recon = h @ params["dec"]
    return jnp.sum((recon - snapshot) ** 2, axis=-1)
