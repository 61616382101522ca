import jax
import jax.numpy as jnp


def stay_probability(price, ref_price, sensitivity):
    return 1.0 / (1.0 + jnp.exp(sensitivity * (price - ref_price) / ref_price))


price_curve = jax.jit(jax.vmap(stay_probability, in_axes=(0, None, None)))
