import json
import numpy as np
from tracker import covariance_track

N_ANT = 8
with open("experiments.json") as f:
    runs = json.load(f)["runs"]

rng = np.random.default_rng(0)
snap = ((rng.standard_normal((200, N_ANT)) + 1j * rng.standard_normal((200, N_ANT))) / np.sqrt(2)).astype(np.complex64)
for run in runs:
    R = np.eye(N_ANT, dtype=np.complex64)
    for block in range(4):
        R, w, tr = covariance_track(R, snap[block * 50:(block + 1) * 50], run["forgetting"], run["reg"])
    print(run["name"], round(float(np.asarray(tr)[-1]), 3))
