import json

import numpy as np

from fit import fit_scores

SIZE_TABLE = np.array([[84, 68, 90], [88, 72, 94], [92, 76, 98], [96, 80, 102], [100, 84, 106]], np.float32)


def handle(raw_body):
    req = json.loads(raw_body)
    body = np.array([req["bust"], req["waist"], req["hip"]])
    scores = fit_scores(body, SIZE_TABLE)
    return ["XS", "S", "M", "L", "XL"][int(np.argmin(np.asarray(scores)))]
