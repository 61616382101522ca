from typing import NamedTuple

import jax


class FilterState(NamedTuple):
    x: jax.Array
    P: jax.Array
