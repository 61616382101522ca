from typing import NamedTuple
import jax


class KalmanState(NamedTuple):
    mean: jax.Array
    var: jax.Array
