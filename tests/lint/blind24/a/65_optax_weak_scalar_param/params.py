import jax.numpy as jnp


def init_lactation_curve():
    # Wood's curve y = a * t^b * exp(-c t), log-parameterised
    return {"log_a": jnp.array(3.0), "b": jnp.array(0.2), "c": jnp.array(0.004)}
