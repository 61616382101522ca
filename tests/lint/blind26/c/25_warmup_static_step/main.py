import numpy as np
import jax
from optim import adapt_step

# adapt a pitch (F0) regressor from a high-resource to a low-resource speaker
rng = np.random.default_rng(25)
x = rng.normal(size=(64, 12)).astype(np.float32)
y = (np.sin(x[:, 0]) + 0.1 * x[:, 1]).astype(np.float32)[:, None]
k1, k2 = jax.random.split(jax.random.PRNGKey(0))
params = {"w": jax.random.normal(k1, (12, 16)) * 0.3, "v": jax.random.normal(k2, (16, 1)) * 0.3}
for step in range(30):
    params, loss = adapt_step(params, x, y, step=step)
print(float(loss))
