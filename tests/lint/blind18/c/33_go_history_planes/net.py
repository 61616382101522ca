import jax
import jax.numpy as jnp


def init(key, size=7, channels=8):
    return {"mix": jax.random.normal(key, (channels,)) * 0.1}


@jax.jit
def evaluate(params, planes, to_play):
    recency = jnp.linspace(0.5, 1.0, planes.shape[0])[:, None, None]
    summary = (planes * recency).sum(axis=0) * to_play
    return jnp.tanh(summary.mean() * params["mix"].sum())
