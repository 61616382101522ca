import jax.numpy as jnp


def init_params(n_stores):
    return {
        "log_scale": jnp.zeros(n_stores),
        "elasticity": -1.5,
        "promo_lift": 0.1,
    }


def predict(params, log_price, promo):
    return params["log_scale"] + params["elasticity"] * log_price + params["promo_lift"] * promo
