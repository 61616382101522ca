import jax
import numpy as np

from net import forward, sgd_step
from schedule import learning_rate

rng = np.random.default_rng(17)
x = rng.normal(0, 1, (256, 4)).astype(np.float32)
y = (0.8 * x[:, 1] - 0.6 * x[:, 0] + 0.3 * x[:, 2] * x[:, 0]).astype(np.float32)
params = forward.init(jax.random.PRNGKey(2), x)
for step in range(40):
    params, loss = sgd_step(params, x, y, learning_rate(step))
    if step % 10 == 9:
        print(f"step {step + 1}: mse {float(loss):.4f}")
