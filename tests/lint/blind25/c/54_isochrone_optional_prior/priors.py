from typing import NamedTuple, Optional

import jax


class Observables(NamedTuple):
    teff: jax.Array
    teff_err: jax.Array
    mag_abs: jax.Array
    mag_err: jax.Array
    logg: Optional[jax.Array] = None
    logg_err: Optional[jax.Array] = None
