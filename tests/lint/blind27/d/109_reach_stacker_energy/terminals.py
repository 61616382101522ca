import json

RAW = """
[
  {"name": "North", "max_speed_kmh": 20, "lift_kw": 110.0},
  {"name": "South", "max_speed_kmh": 22.5, "lift_kw": 95.0},
  {"name": "East", "max_speed_kmh": 21.0, "lift_kw": 120.0}
]
"""


def load_settings():
    out = []
    for t in json.loads(RAW):
        name = t.pop("name")
        out.append((name, t))
    return out
