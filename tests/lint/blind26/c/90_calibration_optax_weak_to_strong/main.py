import numpy as np
from calibration import init_calibration, temp_scale_step

rng = np.random.default_rng(90)
y = rng.integers(0, 5, 300).astype(np.int32)
logits = (3.0 * np.eye(5)[y] * (rng.random(300) < 0.7)[:, None] + 2.0 * rng.normal(size=(300, 5))).astype(np.float32)
cal, opt_state = init_calibration(5)
for it in range(25):
    cal, opt_state, loss = temp_scale_step(cal, opt_state, logits, y)
print(float(np.exp(cal["log_temp"])), float(loss))
