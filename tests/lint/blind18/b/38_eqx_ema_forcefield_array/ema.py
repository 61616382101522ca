import equinox as eqx
import jax
import jax.numpy as jnp


class EMA(eqx.Module):
    shadow: eqx.Module
    decay: float
    n_updates: jax.Array

    @classmethod
    def create(cls, model, decay=0.99):
        return cls(shadow=model, decay=decay, n_updates=jnp.zeros((), jnp.int32))

    def update(self, model):
        params = eqx.filter(model, eqx.is_inexact_array)
        shadow = eqx.filter(self.shadow, eqx.is_inexact_array)
        new = jax.tree_util.tree_map(lambda s, p: self.decay * s + (1 - self.decay) * p, shadow, params)
        shadow_model = eqx.combine(new, self.shadow)
        return EMA(shadow_model, self.decay, self.n_updates + 1)

    def debiased_weight(self):
        return 1.0 - self.decay ** (self.n_updates + 1)
