import jax.numpy as jnp
from model import appraise

def validation_mape(params, X, y):
    pred = appraise(params, features=X)
    return float(jnp.mean(jnp.abs(pred - y) / jnp.abs(y)))
