import jax.numpy as jnp

from crowding import crowding_level

VEHICLE_TYPES = {
    "standard_bus": {"capacity": 80.0},
    "articulated": {"capacity": 120.0, "standing_ratio": 0.65},
    "minibus": {"capacity": 30.0, "standing_ratio": 0.3},
}


def classify(vehicle_type, loads):
    spec = VEHICLE_TYPES[vehicle_type]
    return crowding_level(loads, **spec)
