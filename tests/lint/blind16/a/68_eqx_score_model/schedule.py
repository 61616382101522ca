import jax.numpy as jnp

T = 40
BETAS = jnp.linspace(1e-4, 0.05, T)
ALPHA_BARS = jnp.cumprod(1.0 - BETAS)

