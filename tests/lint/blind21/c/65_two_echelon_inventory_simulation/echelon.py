import jax
import jax.numpy as jnp


@jax.jit
def echelon_period(state, customer_demand, base_stock):
    retailer, warehouse = state
    retail_order = jnp.maximum(base_stock[0] - retailer, 0.0)
    shipped = jnp.minimum(retail_order, warehouse)
    retailer = retailer + shipped - customer_demand
    warehouse = warehouse - shipped + jnp.maximum(base_stock[1] - warehouse, 0.0)
    cost = 0.3 * jnp.maximum(retailer, 0.0) + 3.0 * jnp.maximum(-retailer, 0.0) + 0.1 * warehouse
    return (retailer, warehouse), cost
