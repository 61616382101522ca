import jax.numpy as jnp


def initial_params(cfg):
    # logistic canopy-cover curve: asymptote, growth rate, inflection day
    return {
        "cmax": jnp.float32(cfg["cmax0"]),
        "rate": jnp.float32(cfg["rate0"]),
        "t_half": jnp.float32(cfg["t_half0"]),
    }
