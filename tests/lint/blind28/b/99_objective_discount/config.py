import jax.numpy as jnp

DISCOUNT = {"default": 0.97, "long_games": jnp.float32(0.99)}
