import json

CONFIG_JSON = '{"scales": [1, 2, 4], "n_orient": 4, "threshold": 0.35}'


def load_config():
    return json.loads(CONFIG_JSON)
