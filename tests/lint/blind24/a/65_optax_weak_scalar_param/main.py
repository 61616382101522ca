import numpy as np
from params import init_lactation_curve
from fit import tx, wood_step

rng = np.random.default_rng(53)
t = np.arange(5, 305, 10, dtype=np.float32)
y = (22 * t ** 0.22 * np.exp(-0.0035 * t) + rng.normal(0, 1, t.shape)).astype(np.float32)

params = init_lactation_curve()
opt_state = tx.init(params)
for it in range(60):
    params, opt_state, loss = wood_step(params, opt_state, t, y)
print("Wood curve fit", {k: round(float(v), 4) for k, v in params.items()}, "mse", float(loss))
