from typing import NamedTuple

import jax
import jax.numpy as jnp

N_TERMS = 6  # Tx, Ty, Mx, My, Rx, Ry


class ChuckState(NamedTuple):
    correction: jnp.ndarray
    n_lots: jnp.ndarray


def new_chuck_state():
    return ChuckState(correction=jnp.zeros(N_TERMS), n_lots=jnp.zeros((), jnp.int32))


@jax.jit
def apc_update(state, measured_terms, lam):
    # faster learning for the first lots after a chuck is (re)qualified
    eff = jnp.maximum(lam, 1.0 / (state.n_lots + 1.0))
    corr = state.correction - eff * measured_terms
    return ChuckState(correction=corr, n_lots=state.n_lots + 1)
