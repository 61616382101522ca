SITES = {
    "north_sea_mast": {"heights": [10, 50, 100], "z0": 0.0002},
    "inland_tower": {"heights": [10.0, 40.0, 80.0], "z0": 0.05},
    "coastal_mast": {"heights": [20, 60, 90], "z0": 0.001},
}
