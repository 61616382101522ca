from typing import NamedTuple

import jax.numpy as jnp


class SolvencyState(NamedTuple):
    assets: jnp.ndarray
    liabilities: jnp.ndarray
    ruined: jnp.ndarray


def opening_position(n_paths, capital, reserves):
    return SolvencyState(jnp.full(n_paths, capital + reserves), jnp.full(n_paths, reserves),
                         jnp.zeros(n_paths, bool))
