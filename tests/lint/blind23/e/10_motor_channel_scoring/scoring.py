import jax
import jax.numpy as jnp

COEFS = {"driver_age": -0.35, "ncd_years": -0.6, "telematics": 0.25}


@jax.jit
def expected_frequency(feats):
    eta = -2.3
    for name, x in feats.items():
        eta = eta + COEFS[name] * x
    return jnp.exp(eta)
