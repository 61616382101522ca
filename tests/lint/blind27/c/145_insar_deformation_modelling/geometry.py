from typing import NamedTuple

import jax


class Source(NamedTuple):
    x: jax.Array
    y: jax.Array
    depth: jax.Array
