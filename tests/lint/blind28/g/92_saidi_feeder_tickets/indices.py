import jax
import jax.numpy as jnp


@jax.jit
def reliability_indices(total_minutes, customers_served, system_customers):
    saidi = total_minutes.sum() * 50.0 / system_customers
    worst = jnp.argmax(total_minutes / customers_served)
    return saidi, worst
