PROPERTIES = {
    "LIS01": {"rooms": 180, "floor": 89.0, "ceiling": 310.0},
    "POR02": {"rooms": 95, "floor": 75.0, "ceiling": 240.0},
    "FAR03": {"rooms": 220, "floor": 110.0, "ceiling": 420.0},
    "MAD04": {"rooms": 140, "floor": 95.0, "ceiling": 280.0},
}
