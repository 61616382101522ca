import jax
import jax.numpy as jnp

R_GAS = 8.314


@jax.jit
def days_to_threshold(params, temp_c):
    """Days until microbial count reaches the spoilage threshold (log CFU/g)."""
    temp_k = temp_c + 273.15
    k = params["k_ref"] * jnp.exp(-params["ea"] / R_GAS * (1.0 / temp_k - 1.0 / params["t_ref"]))
    return (params["log_limit"] - params["log_n0"]) / k
