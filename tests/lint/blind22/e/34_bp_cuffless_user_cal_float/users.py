import json

# per-user cuff calibration as synced from the companion app
_PROFILES_JSON = """
[
  {"user": "a17", "slope": 1, "intercept": 0},
  {"user": "b02", "slope": 1.12, "intercept": -4.5},
  {"user": "c33", "slope": 0.94, "intercept": 3},
  {"user": "d08", "slope": 1, "intercept": 2.5}
]
"""


def load_profiles():
    return {p["user"]: (float(p["slope"]), float(p["intercept"])) for p in json.loads(_PROFILES_JSON)}
