import jax.numpy as jnp

from utils import timed_jit


@timed_jit
def exposures(pos, B, S):
    factor = pos @ B
    sector = pos @ S
    gross = jnp.sum(jnp.abs(pos))
    return factor / gross, sector / gross


def compute_exposures(positions, loadings, sector_onehot):
    out = exposures(positions, loadings, sector_onehot)
    return out, exposures.last_ms
