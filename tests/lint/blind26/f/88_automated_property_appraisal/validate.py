import jax.numpy as jnp
from model import appraisal_model

def validation_mape(params, X, y):
    pred = appraisal_model(params=params, features=X)
    return float(jnp.mean(jnp.abs(pred - y) / jnp.abs(y)))
