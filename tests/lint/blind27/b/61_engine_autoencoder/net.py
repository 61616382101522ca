from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("activation",))
def engine_anomaly_score(params, snapshot, activation):
    h = activation(snapshot @ params["enc"])
    recon = h @ params["dec"]
    return jnp.sum((recon - snapshot) ** 2, axis=-1)
