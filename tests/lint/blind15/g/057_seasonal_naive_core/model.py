import jax
import jax.numpy as jnp


@jax.jit
def predict_next(params, recent, t):
    season = params["seasonal"][t % params["seasonal"].shape[0]]
    ar = recent @ params["ar"]
    return params["level"] + season + ar
