import jax
import jax.numpy as jnp


@jax.jit
def fraud_score(weights, bias, features):
    h = jnp.tanh(features @ weights["w1"] + bias["b1"])
    return jax.nn.sigmoid(h @ weights["w2"] + bias["b2"])[:, 0]
