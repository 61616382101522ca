import jax
import numpy as np
from settings import SETTINGS
from train import tx, update

rng = np.random.default_rng(57)
# gate-to-gate delay with heavy right tail
X = rng.normal(size=(400, 5)).astype(np.float32)
y = (8 * X[:, 0] + rng.standard_exponential(400) * 20).astype(np.float32)
k1, k2 = jax.random.split(jax.random.PRNGKey(0))
params = {"w1": jax.random.normal(k1, (5, 32)) * 0.3, "w2": jax.random.normal(k2, (32,)) * 0.3}
opt_state = tx.init(params)

bs = SETTINGS["batch_size"]
for epoch in range(SETTINGS["epochs"]):
    for i in range(0, len(X), bs):
        params, opt_state, l = update(params, opt_state, X[i:i + bs], y[i:i + bs],
                                      loss_name=SETTINGS["loss"])
    print(epoch, float(l))
