CARRIERS = [
    {"name": "A", "rolloff": 0.35},
    {"name": "B", "occupied_bw_ratio": 1.35},
    {"name": "C", "rolloff": 0.35},
]


def rolloff_of(carrier):
    if "rolloff" in carrier:
        return carrier["rolloff"]
    return carrier["occupied_bw_ratio"] - 1.0
