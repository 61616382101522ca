REGIONS = {
    "metro": {"capacity": [120.0, 90.0, 60.0]},
    "rural": {"capacity": 150.0},
    "coastal": {"capacity": [80.0, 80.0]},
    "valley": {"capacity": 100.0},
}
