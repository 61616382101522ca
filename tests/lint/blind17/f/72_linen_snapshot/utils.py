import jax
from flax.core import freeze


def snapshot(params):
    """Host copy of the weights, kept as the frozen teacher for the next epoch."""
    return freeze(jax.device_get(params))
