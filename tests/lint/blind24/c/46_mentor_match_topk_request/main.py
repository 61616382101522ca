import numpy as np
from handler import handle

rng = np.random.default_rng(0)
mentor_vecs = rng.normal(size=(40, 16)).astype(np.float32)
capacity = rng.integers(0, 3, size=40).astype(np.float32)
requests = [
    {"mentee_vecs": rng.normal(size=(8, 16)).tolist()},
    {"mentee_vecs": rng.normal(size=(8, 16)).tolist(), "num_suggestions": 5},
    {"mentee_vecs": rng.normal(size=(8, 16)).tolist(), "num_suggestions": 3},
    {"mentee_vecs": rng.normal(size=(8, 16)).tolist(), "num_suggestions": 10},
]
for r in requests:
    print(handle(r, mentor_vecs, capacity)["mentors"][0])
