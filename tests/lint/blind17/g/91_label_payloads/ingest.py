import json

import numpy as np

PAYLOADS = [
    '{"ids": [3, 8, 1, 9], "labels": [1, 0, 0, 1]}',
    '{"ids": [2, 5, 7, 4], "labels": [0.8, 0.1, 0.0, 1.0]}',
    '{"ids": [6, 0, 3, 2], "labels": [0, 1, 1, 0]}',
    '{"ids": [1, 9, 8, 5], "labels": [0.5, 0.5, 1.0, 0.0]}',
]


def parse(payload):
    msg = json.loads(payload)
    return np.array(msg["ids"], dtype=np.int32), np.array(msg["labels"])
