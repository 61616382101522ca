import json

_RAW = '{"layers": [6, 24, 24, 1], "lr": 0.02, "epochs": 4}'


def load_config():
    cfg = json.loads(_RAW)
    cfg["layers"] = tuple(cfg["layers"])
    return cfg
