import numpy as np
import jax.numpy as jnp
import optax
from train import make_step

rng = np.random.default_rng(57)
X = rng.normal(size=(128, 7)).astype(np.float32)
y = (1 / (1 + np.exp(-(X[:, 0] - X[:, 3])))).astype(np.float32)
w = {"w": jnp.zeros(7), "b": jnp.float32(0.0)}
for epoch in range(4):
    tx = optax.sgd(0.5 * 0.5 ** epoch)
    s = tx.init(w)
    step = make_step(tx)
    for i in range(0, 128, 32):
        w, s, l = step(w, s, X[i:i + 32], y[i:i + 32])
    print("epoch", epoch, round(float(l), 5))
