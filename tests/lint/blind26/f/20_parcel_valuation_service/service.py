import jax
import jax.numpy as jnp
from valuation import parcel_value

COEFS = jnp.array([45.0, 900.0])

def handle_request(req):
    fn = jax.jit(parcel_value)
    area = jnp.asarray(req["area"], dtype=jnp.float32)
    frontage = jnp.asarray(req["frontage"], dtype=jnp.float32)
    return fn(area, frontage, jnp.float32(req["zone_mult"]), COEFS)
