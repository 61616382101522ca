import jax.numpy as jnp


def uv_loss(params, dose, flow, log_kill):
    pred = params["a"] * jnp.log1p(dose / flow) + params["b"]
    return jnp.mean((pred - log_kill) ** 2)
