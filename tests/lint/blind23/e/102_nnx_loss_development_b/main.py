import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import LossDevelopmentNet, fit_step

rng = np.random.default_rng(101)
origin = rng.uniform(0, 1, 512).astype(np.float32)
dev = rng.uniform(0, 1, 512).astype(np.float32)
x = np.stack([origin, dev], axis=1)
y = (1 - np.exp(-3 * dev) + 0.1 * origin).astype(np.float32)

model = LossDevelopmentNet(nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.inject_hyperparams(optax.adam)(learning_rate=1e-2), wrt=nnx.Param)
for stage, lr in enumerate([1e-2, 3e-3, 1e-3]):
    optimizer.opt_state.hyperparams["learning_rate"].value = jnp.asarray(lr, dtype=jnp.float32)
    for _ in range(40):
        loss = fit_step(model, optimizer, x, y)
    print(f"stage {stage} (lr {lr}): mse {float(loss):.5f}")
