POLICY_RUNS = [
    {"policy": "mandatory", "set_aside": 0.15},
    {"policy": "voluntary", "set_aside": 0.10},
    {"policy": "mandatory", "set_aside": 0.20},
    {"policy": "voluntary", "set_aside": 0.15},
]
