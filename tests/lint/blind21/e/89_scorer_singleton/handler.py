import numpy as np

from scorer import LoginAnomalyScorer

_SCORER = LoginAnomalyScorer()


def handle_request(payload):
    x = np.asarray(payload["logins"], np.float32)
    scores = np.asarray(_SCORER.score(x))
    return {"user": payload["user"], "max_score": float(scores.max()), "flag": bool(scores.max() > 4.0)}
