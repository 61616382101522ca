import jax.numpy as jnp
from model import holding_time


def validation_mae(params, features, minutes):
    pred = holding_time(params, features=features)
    return float(jnp.mean(jnp.abs(pred - minutes)))
