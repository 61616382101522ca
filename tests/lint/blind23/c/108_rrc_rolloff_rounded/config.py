CARRIERS = [
    {"name": "A", "rolloff": 0.35},
    {"name": "B", "occupied_bw_ratio": 1.35},
    {"name": "C", "rolloff": 0.35},
]


def rolloff_of(carrier):
    if "rolloff" in carrier:
        beta = carrier["rolloff"]
    else:
        beta = carrier["occupied_bw_ratio"] - 1.0
    return round(beta, 4)
