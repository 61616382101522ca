import jax
import jax.numpy as jnp
from numpyro.infer.util import initialize_model

from model import decline_model


def map_estimate(key, t, sg, n_steps=200, lr=1e-3):
    param_info, potential_fn, postprocess_fn, _ = initialize_model(key, decline_model, model_args=(t, sg))

    @jax.jit
    def map_descent(z):
        g = jax.grad(potential_fn)(z)
        return jax.tree_util.tree_map(lambda a, b: a - lr * b, z, g)

    z = param_info.z
    for _ in range(n_steps):
        z = map_descent(z)
    return postprocess_fn(z)
