VENTS = [
    {"name": "summit", "xy_km": [0, 0]},
    {"name": "east_rift", "xy_km": [6.5, -1.2]},
    {"name": "flank", "xy_km": [-3, 4]},
    {"name": "north_cone", "xy_km": [1.8, 7.4]},
]
