import optax
from flax import nnx


def optimizer_for_cycle(model, cycle, base_lr=1e-2):
    """SGDR-style warm restart: a fresh optimizer with a decayed peak lr each cycle."""
    peak = base_lr * (0.5 ** cycle)
    return nnx.Optimizer(model, optax.adamw(peak, weight_decay=1e-4), wrt=nnx.Param)
