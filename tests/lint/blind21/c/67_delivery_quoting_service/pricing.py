import jax
import jax.numpy as jnp


def delivery_quote(distances, weights, fuel_price, base_fee):
    per_km = 0.8 + 0.05 * fuel_price
    weight_charge = jnp.where(weights > 20.0, 1.5 * weights, 1.0 * weights)
    return base_fee + per_km * distances + weight_charge


quote_jit = jax.jit(delivery_quote)
