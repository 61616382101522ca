import numpy as np
from fit import init_params, gompertz_step, tx

rng = np.random.default_rng(35)
age = rng.uniform(2, 80, 120).astype(np.float32)
h = (28 * np.exp(-2.0 * np.exp(-0.05 * age)) + rng.normal(0, 0.8, 120)).astype(np.float32)
p = init_params()
s = tx.init(p)
for it in range(80):
    p, s, l = gompertz_step(p, s, age, h)
print("mse", round(float(l), 3), {k: round(float(np.exp(v)), 3) for k, v in p.items()})
