import numpy as np
import jax.numpy as jnp
from batches import padded_batches
from train import morpho_step, tx

rng = np.random.default_rng(37)
y = rng.integers(0, 3, 150)
X = (rng.normal(size=(150, 8)) + y[:, None] * 0.7).astype(np.float32)
W = {"w": jnp.zeros((8, 3)), "b": jnp.zeros(3)}
s = tx.init(W)
for epoch in range(4):
    for xb, yb, wb in padded_batches(X, y, 32, rng):
        W, s, l = morpho_step(W, s, xb, yb, wb)
    print("epoch", epoch, round(float(l), 4))
