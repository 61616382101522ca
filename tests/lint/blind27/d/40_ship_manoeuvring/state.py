from typing import NamedTuple

import jax


class ShipState(NamedTuple):
    x: jax.Array
    y: jax.Array
    heading: jax.Array
    speed: jax.Array
