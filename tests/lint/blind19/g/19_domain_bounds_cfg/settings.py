import json

DEFAULTS = {"lower": (0.0, 0.0), "upper": (1.0, 1.0), "n_interior": 96, "steps": 4}

RUN_JSON = '{"lower": [0.0, 0.0], "upper": [2.0, 1.0], "steps": 4}'


def load_settings(text=RUN_JSON):
    cfg = dict(DEFAULTS)
    cfg.update(json.loads(text))
    return cfg
