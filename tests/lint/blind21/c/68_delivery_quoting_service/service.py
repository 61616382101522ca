import jax
import jax.numpy as jnp
import numpy as np

from pricing import quote_jit

BATCH = 16


class QuoteService:
    def __init__(self, fuel_price, base_fee):
        self.fuel_price = jnp.float32(fuel_price)
        self.base_fee = jnp.float32(base_fee)
        spec = jax.ShapeDtypeStruct((BATCH,), jnp.float32)
        scalar = jax.ShapeDtypeStruct((), jnp.float32)
        self._quote = quote_jit.lower(spec, spec, scalar, scalar).compile()

    def handle(self, request):
        if len(request) > BATCH:
            raise ValueError("request too large")
        d = np.zeros(BATCH, np.float32)
        w = np.zeros(BATCH, np.float32)
        d[: len(request)] = [r["km"] for r in request]
        w[: len(request)] = [r["kg"] for r in request]
        out = self._quote(jnp.asarray(d), jnp.asarray(w), self.fuel_price, self.base_fee)
        return np.asarray(out)[: len(request)]
