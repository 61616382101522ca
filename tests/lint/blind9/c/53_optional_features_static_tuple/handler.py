import numpy as np

from scoring import OPTIONAL, risk_score


def handle(weights, request):
    base = np.asarray(request["base"], np.float32)
    present = tuple(name for name in OPTIONAL if name in request)
    opt = np.zeros((base.shape[0], len(OPTIONAL)), np.float32)
    for i, name in enumerate(OPTIONAL):
        if name in request:
            opt[:, i] = request[name]
    return np.asarray(risk_score(weights["base"], weights["opt"], base, opt, present))
