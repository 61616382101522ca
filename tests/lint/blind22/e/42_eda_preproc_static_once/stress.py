from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(1,))
def arousal_features(eda, prep):
    tonic, phasic = prep(eda)
    peaks = (phasic[1:-1] > phasic[:-2]) & (phasic[1:-1] > phasic[2:]) & (phasic[1:-1] > 0.05)
    return jnp.stack([jnp.mean(tonic), jnp.sum(peaks) / (eda.shape[0] / prep.fs / 60.0)])
