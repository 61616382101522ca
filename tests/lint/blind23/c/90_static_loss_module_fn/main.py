import numpy as np
import jax
from losses import LOSSES
from step import sgd_update

CONFIG = {"loss": "huber", "lr": 0.05, "epochs": 4, "batch": 128}
rng = np.random.default_rng(0)
X = rng.standard_normal((640, 5)).astype(np.float32)
Y = (X @ rng.standard_normal(5) + 0.5 * rng.standard_normal(640)).astype(np.float32)
k1, k2 = jax.random.split(jax.random.PRNGKey(0))
params = {"w1": jax.random.normal(k1, (5, 16)) * 0.3, "w2": jax.random.normal(k2, (16,)) * 0.3}

bs = CONFIG["batch"]
for epoch in range(CONFIG["epochs"]):
    loss_fn = LOSSES[CONFIG["loss"]]
    for i in range(0, len(X), bs):
        params, l = sgd_update(params, X[i:i + bs], Y[i:i + bs], CONFIG["lr"], loss_fn=loss_fn)
    print(epoch, float(l))
