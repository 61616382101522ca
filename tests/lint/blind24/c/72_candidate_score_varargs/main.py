import numpy as np
from pipeline import score_requisition

rng = np.random.default_rng(0)
reqs = [
    {"id": "R101", "n_candidates": 24, "technical": True, "has_assessment": True},
    {"id": "R102", "n_candidates": 24, "technical": False, "has_assessment": False},
    {"id": "R103", "n_candidates": 24, "technical": True, "has_assessment": False},
    {"id": "R104", "n_candidates": 24, "technical": True, "has_assessment": True},
]
for r in reqs:
    s = score_requisition(r, rng)
    print(r["id"], round(float(s.max()), 3))
