from typing import NamedTuple, Optional

import jax


class TrackState(NamedTuple):
    x: jax.Array
    P: jax.Array
    last_z: Optional[jax.Array] = None
