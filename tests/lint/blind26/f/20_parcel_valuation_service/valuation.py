import jax.numpy as jnp

def parcel_value(area, frontage, zone_mult, coefs):
    return zone_mult * (coefs[0] * area ** 0.8 + coefs[1] * frontage)
