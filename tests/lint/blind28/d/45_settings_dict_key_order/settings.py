import json

DEFAULTS = {"ddf_snow": 3.0, "ddf_ice": 6.5, "t_snow": 1.0, "precip_corr": 1.2}


def load_overrides(text):
    # per-glacier overrides come from a JSON field and have their own key order
    overrides = json.loads(text)
    merged = dict(overrides)
    for k, v in DEFAULTS.items():
        merged.setdefault(k, v)
    return {k: float(v) for k, v in merged.items()}
