REACHES = [
    {"id": "R1", "length_km": 12.0, "lateral": 0},
    {"id": "R2", "length_km": 8.5, "lateral": 14.0},
    {"id": "R3", "length_km": 15.2, "lateral": 0},
    {"id": "R4", "length_km": 6.1, "lateral": 3.5},
]
