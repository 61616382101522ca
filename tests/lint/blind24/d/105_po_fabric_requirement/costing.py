import jax
import jax.numpy as jnp

CONSUMPTION_M = {"XS": 1.05, "S": 1.12, "M": 1.20, "L": 1.29, "XL": 1.38, "XXL": 1.48}


@jax.jit
def po_fabric_metres(size_qty, wastage):
    total = sum(qty * CONSUMPTION_M[s] for s, qty in size_qty.items())
    return total * (1 + wastage)
