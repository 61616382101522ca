import jax.numpy as jnp
import numpy as np

from train import STEPS_PER_EPOCH, tx, zipper_step

rng = np.random.default_rng(98)
# zipper slider pull test: pull force, cycles, tooth pitch, tape weight, coating -> failed?
X = rng.normal(size=(100, 5)).astype(np.float32)
y = (X[:, 0] - 0.5 * X[:, 2] > 0.3).astype(np.float32)

params = {"w": jnp.zeros(5), "b": jnp.zeros(())}
opt_state = tx.init(params)
for epoch in range(9):
    for _ in range(STEPS_PER_EPOCH):
        params, opt_state, loss = zipper_step(params, opt_state, X, y)
    print(epoch, float(loss))
