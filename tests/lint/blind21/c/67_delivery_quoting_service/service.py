import jax.numpy as jnp
import numpy as np

from pricing import quote_jit


class QuoteService:
    def __init__(self, fuel_price, base_fee):
        self.fuel_price = jnp.float32(fuel_price)
        self.base_fee = jnp.float32(base_fee)

    def handle(self, request):
        d = jnp.asarray([r["km"] for r in request], jnp.float32)
        w = jnp.asarray([r["kg"] for r in request], jnp.float32)
        return np.asarray(quote_jit(d, w, self.fuel_price, self.base_fee))
