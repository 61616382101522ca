import jax
import jax.numpy as jnp


def init_thrust_model(key, n_features):
    return {
        "coef": jax.random.normal(key, (n_features,)) * 0.01,
        "intercept": jnp.array(100.0),  # kN, typical take-off thrust scale
    }


def thrust(params, x):
    return x @ params["coef"] + params["intercept"]
