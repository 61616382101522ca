from typing import NamedTuple

import jax.numpy as jnp


class IceOceanState(NamedTuple):
    sst: jnp.ndarray
    ice_thickness: jnp.ndarray
    salinity: jnp.ndarray


def spinup_state(n_cells):
    return (jnp.full(n_cells, -1.5, dtype=jnp.float32), jnp.full(n_cells, 0.8, dtype=jnp.float32), jnp.full(n_cells, 33.5, dtype=jnp.float32))
