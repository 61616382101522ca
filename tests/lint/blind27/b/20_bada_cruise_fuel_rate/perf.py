import jax.numpy as jnp
from flax import struct


@struct.dataclass
class AircraftPerformance:
    cd0: jnp.ndarray
    k: jnp.ndarray
    cf1: jnp.ndarray
    mass: jnp.ndarray
    icao: str = struct.field(pytree_node=False, default="")


TYPES = {
    "A320": dict(cd0=0.024, k=0.0375, cf1=0.94, mass=64000.0),
    "B738": dict(cd0=0.025, k=0.0380, cf1=0.70, mass=66000.0),
}


def perf_for(icao):
    c = TYPES[icao]
    return AircraftPerformance(**{k: jnp.float32(v) for k, v in c.items()})
