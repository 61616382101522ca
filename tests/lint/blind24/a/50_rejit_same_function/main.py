import numpy as np
import jax
from metrics import herd_fertility_metrics

rng = np.random.default_rng(40)
for quarter in ["Q1", "Q2", "Q3", "Q4"]:
    ci = rng.normal(395, 25, 80).astype(np.float32)
    spc = rng.integers(1, 5, 80).astype(np.float32)
    preg = (rng.uniform(size=80) < 0.55).astype(np.float32)
    summarise = jax.jit(herd_fertility_metrics)
    m = summarise(ci, spc, preg)
    print(quarter, {k: round(float(v), 2) for k, v in m.items()})
