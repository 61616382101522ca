import jax.numpy as jnp


def booking_probability(price, ref_price, sensitivity):
    return 1.0 / (1.0 + jnp.exp(sensitivity * (price - ref_price) / ref_price))
