from typing import Optional
import equinox as eqx
import jax
import jax.numpy as jnp

class SubmarketModel(eqx.Module):
    coef: jax.Array
    offsets: Optional[jax.Array] = None

    def __call__(self, x, sub):
        base = x @ self.coef
        if self.offsets is None:
            return base
        return base + self.offsets[sub]
