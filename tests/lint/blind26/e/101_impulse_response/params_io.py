import json

DEFAULTS = {"k_fit": 1.0, "k_fat": 2.0, "tau_fit": 42.0, "tau_fat": 7.0}


def load_fitted(text):
    p = json.loads(text)
    return {k: float(v) for k, v in p.items()}
