ROUTES = [
    {"name": "pit_to_crusher", "length_m": 3200, "rise_m": 145, "payload_t": 220},
    {"name": "pit_to_rom", "length_m": 2750.5, "rise_m": 120, "payload_t": 218.4},
    {"name": "pit_to_waste", "length_m": 1800, "rise_m": 60.0, "payload_t": 231},
]


def route_params(route):
    return (float(route["length_m"]), float(route["rise_m"]), float(route["payload_t"]))
