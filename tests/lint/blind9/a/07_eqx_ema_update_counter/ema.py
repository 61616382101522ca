import equinox as eqx
import jax
import jax.numpy as jnp


class EMA(eqx.Module):
    model: eqx.Module
    decay: float = 0.999
    num_updates: int = 0

    def effective_decay(self):
        n = self.num_updates
        return jnp.minimum(self.decay, (1.0 + n) / (10.0 + n))


@eqx.filter_jit
def ema_update(ema: EMA, model: eqx.Module) -> EMA:
    d = ema.effective_decay()
    old, _ = eqx.partition(ema.model, eqx.is_inexact_array)
    new, static = eqx.partition(model, eqx.is_inexact_array)
    avg = jax.tree_util.tree_map(lambda a, b: d * a + (1.0 - d) * b, old, new)
    return EMA(eqx.combine(avg, static), ema.decay, ema.num_updates + 1)
