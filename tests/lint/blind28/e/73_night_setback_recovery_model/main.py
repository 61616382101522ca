import numpy as np
import jax
import jax.numpy as jnp

from callbacks import ValidationLogger

rng = np.random.default_rng(2)
# recovery time after night setback (h) from outdoor temp, setback depth, slab temp
X = rng.normal(size=(400, 3)).astype(np.float32)
y = (X @ np.array([-0.6, 0.8, -0.3]) + 1.5 + rng.normal(0, 0.1, 400)).astype(np.float32)
xtr, ytr, xva, yva = X[:320], y[:320], X[320:], y[320:]


@jax.jit
def recovery_sgd_step(params, x, y):
    g = jax.grad(lambda p: jnp.mean((x @ p["w"] + p["b"] - y) ** 2))(params)
    return jax.tree_util.tree_map(lambda p, g: p - 0.1 * g, params, g)


params = {"w": jnp.zeros(3), "b": jnp.zeros(())}
logger = ValidationLogger(xva, yva, {"tolerance": 0.25})
for epoch in range(6):
    for _ in range(20):
        params = recovery_sgd_step(params, xtr, ytr)
    logger.on_epoch_end(epoch, params)
print(logger.history)
