import equinox as eqx
import jax
import jax.numpy as jnp


class WeightEMA(eqx.Module):
    shadow: dict
    decay: float

    def with_decay(self, step, max_decay=0.999):
        return eqx.tree_at(lambda e: e.decay, self, min(max_decay, (1 + step) / (10 + step)))


@eqx.filter_jit
def ema_update(ema, params):
    new = jax.tree_util.tree_map(lambda s, p: ema.decay * s + (1.0 - ema.decay) * p, ema.shadow, params)
    return eqx.tree_at(lambda e: e.shadow, ema, new)
