import jax
import jax.numpy as jnp


@jax.jit
def service_level(stock, demand_samples, target=0.95):
    fill = (demand_samples <= stock[:, None]).mean(1)
    return fill, jnp.maximum(target - fill, 0.0).sum()
