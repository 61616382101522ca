import json

DEFAULTS = {"lower": (0.0, 0.0), "upper": (1.0, 1.0), "n_interior": 96, "steps": 4}

RUN_JSON = '{"lower": [0.0, 0.0], "upper": [2.0, 1.0], "steps": 4}'


def load_settings(text=RUN_JSON):
    cfg = dict(DEFAULTS)
    for key, value in json.loads(text).items():
        cfg[key] = tuple(float(v) for v in value) if isinstance(value, list) else value
    return cfg
