import jax
import jax.numpy as jnp
import numpy as np

_rng = np.random.default_rng(0)
WEIGHTS = {"w1": jnp.asarray(_rng.normal(0, 0.4, (6, 16)), jnp.float32), "b1": jnp.zeros(16),
           "w2": jnp.asarray(_rng.normal(0, 0.4, (16,)), jnp.float32), "b2": jnp.zeros(())}


@jax.jit
def hab_risk(features, weights):
    h = jnp.tanh(features @ weights["w1"] + weights["b1"])
    return jax.nn.sigmoid(h @ weights["w2"] + weights["b2"])
