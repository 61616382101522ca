DEFAULTS = {"capacity": 80.0, "standing_ratio": 0.6}

VEHICLE_TYPES = {
    "standard_bus": {},
    "articulated": {"capacity": 120.0, "standing_ratio": 0.65},
    "minibus": {"capacity": 30.0, "standing_ratio": 0.3},
}


def spec_for(vehicle_type):
    return {**DEFAULTS, **VEHICLE_TYPES[vehicle_type]}
