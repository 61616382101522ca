PACKAGING_LINES = [
    {"name": "pack-1", "belt_speed": 2, "stations": 6},
    {"name": "pack-2", "belt_speed": 2.5, "stations": 6},
    {"name": "pack-3", "belt_speed": 3, "stations": 6},
    {"name": "pack-4", "belt_speed": 1.75, "stations": 6},
]
