import numpy as np

from api import parse_request
from predictor import hamstring_risk

rng = np.random.default_rng(71)
requests = [
    {"features": rng.normal(size=5).tolist()},
    {"features": rng.normal(size=(22, 5)).tolist()},
    {"features": rng.normal(size=5).tolist()},
    {"features": rng.normal(size=(22, 5)).tolist()},
]
for r in requests:
    risk = hamstring_risk(parse_request(r))
    print(np.round(np.atleast_1d(np.asarray(risk))[:3], 3))
