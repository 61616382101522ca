import json

DEFAULTS = {"ph_bounds": (3.2, 3.6), "so2_bounds": (20.0, 40.0)}


def load_settings(override_json=None):
    s = dict(DEFAULTS)
    if override_json:
        s.update(json.loads(override_json))
    return s
