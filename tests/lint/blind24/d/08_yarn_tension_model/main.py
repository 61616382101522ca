import jax
import numpy as np

from model import TensionRegressor, fit_step

rng = np.random.default_rng(11)
# spindle speed, take-up speed, humidity, twist factor
x = rng.normal(size=(96, 4)).astype(np.float32)
y = (2.0 + x @ np.array([0.5, -0.3, 0.2, 0.8])).astype(np.float32)

model = TensionRegressor(jax.random.PRNGKey(0), yarn_count=30)
for it in range(25):
    model, loss = fit_step(model, x, y, 0.05)
    if it % 5 == 0:
        print(f"iter {it} {model.units}^2 mse {float(loss):.4f}")
