import jax
import jax.numpy as jnp

COEF = {"driver_age": -0.4, "vehicle_value": 0.3, "postcode_risk": 0.5}


@jax.jit
def risk_premium(factors, base):
    eta = sum(COEF[k] * v for k, v in factors.items())
    return base * jnp.exp(eta)
