import jax
import numpy as np

from net import hr_model, predict_hr
from personalise import personalise

rng = np.random.default_rng(77)
base = hr_model.init(jax.random.PRNGKey(0), np.zeros((1, 2), np.float32))
athletes = {}
for name, (hr0, gain) in {"C1": (60, 0.35), "C2": (55, 0.30), "C3": (66, 0.41)}.items():
    x = np.stack([rng.uniform(100, 350, 64), rng.uniform(0, 1, 64)], 1).astype(np.float32)  # power, cadence (norm)
    y = (hr0 + gain * x[:, 0] + rng.normal(0, 3, 64)).astype(np.float32) / 100.0
    athletes[name] = (personalise(base, x / 100.0, y), x / 100.0)
for name, (params, x) in athletes.items():
    print(name, "predicted HR @ first 3 efforts", np.round(np.asarray(predict_hr(params, x[:16]))[:3] * 100, 1))
