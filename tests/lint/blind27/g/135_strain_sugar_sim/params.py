from typing import NamedTuple

import jax.numpy as jnp


class FermParams(NamedTuple):
    mu_max: jnp.ndarray
    ks: jnp.ndarray
    yield_xs: jnp.ndarray


def params_for(strain_row):
    return FermParams(*(jnp.asarray(strain_row[k], jnp.float32) for k in ("mu_max", "ks", "yield_xs")))
