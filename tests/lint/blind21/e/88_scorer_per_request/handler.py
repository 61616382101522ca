import numpy as np

from scorer import LoginAnomalyScorer


def handle_request(payload):
    scorer = LoginAnomalyScorer()
    x = np.asarray(payload["logins"], np.float32)
    scores = np.asarray(scorer.score(x))
    return {"user": payload["user"], "max_score": float(scores.max()), "flag": bool(scores.max() > 4.0)}
