from typing import Optional

import flax.struct
import jax
import numpy as np


@flax.struct.dataclass
class ZoneReading:
    temp: jax.Array
    co2: jax.Array
    rh: Optional[jax.Array] = None


def poll_zone(zone, rng):
    temp = np.float32(22 + rng.normal())
    co2 = np.float32(600 + 150 * rng.random())
    if zone in ("lab-1", "lab-2"):  # only the labs have humidity transmitters
        return ZoneReading(temp, co2, rh=np.float32(45 + 10 * rng.random()))
    return ZoneReading(temp, co2)
