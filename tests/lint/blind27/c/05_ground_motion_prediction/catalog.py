import json

RAW = """[
 {"id": "ev01", "mag": 4.3, "depth_km": 8.0},
 {"id": "ev02", "mag": 5, "depth_km": 12.5},
 {"id": "ev03", "mag": 3.8, "depth_km": 4.0},
 {"id": "ev04", "mag": 6, "depth_km": 15.0},
 {"id": "ev05", "mag": 4.9, "depth_km": 9.5}
]"""


def load_events():
    return json.loads(RAW)
