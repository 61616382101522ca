import jax
import jax.numpy as jnp


def init_weights(key, d):
    return {"w": jax.random.normal(key, (d,)) * 0.1, "b": jnp.array(-1.0)}


@jax.jit
def flight_risk(weights, feats):
    return jax.nn.sigmoid(feats @ weights["w"] + weights["b"])
