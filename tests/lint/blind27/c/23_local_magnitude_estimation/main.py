import jax
import numpy as np

from model import init
from pipeline import bulletin_ml, realtime_ml

rng = np.random.default_rng(23)
params = init(jax.random.PRNGKey(0))
events = [{"amps": rng.uniform(0.01, 5.0, (1, 8)).astype(np.float32),
           "dists": rng.uniform(5, 150, (1, 8)).astype(np.float32)} for _ in range(5)]

for ev in events:
    print("rt", float(realtime_ml(params, ev)[0]))
print("bulletin", [round(float(m[0]), 2) for m in bulletin_ml(params, events)])
