import equinox as eqx
import jax.numpy as jnp


class EMAFeatures(eqx.Module):
    """Exponential moving averages of per-item engagement counters, with bias correction."""

    value: jnp.ndarray
    decay: float
    n_updates: jnp.ndarray

    @classmethod
    def create(cls, n_items, decay=0.9):
        return cls(value=jnp.zeros((n_items,)), decay=decay, n_updates=jnp.zeros((), jnp.int32))


@eqx.filter_jit
def update_ema(ema, counts):
    new_value = ema.decay * ema.value + (1.0 - ema.decay) * counts
    corrected = new_value / (1.0 - ema.decay ** (ema.n_updates + 1))
    return eqx.tree_at(lambda e: e.value, ema, new_value), corrected


def step(ema, counts):
    ema, corrected = update_ema(ema, counts)
    ema = eqx.tree_at(lambda e: e.n_updates, ema, ema.n_updates + 1)
    return ema, corrected
