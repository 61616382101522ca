import jax.numpy as jnp

SUMMARY = {"reducer": jnp.median, "window": 7}
