import numpy as np
import jax.numpy as jnp

from utils import make_epoch_fn

rng = np.random.default_rng(0)
n, d = 512, 8
X = rng.normal(size=(n, d)).astype(np.float32)
true_w = rng.normal(size=d).astype(np.float32)
y = X @ true_w + 0.1 * rng.normal(size=n).astype(np.float32)

params = {"w": jnp.zeros(d), "b": jnp.zeros(())}


def batches(bs=64):
    for i in range(0, n, bs):
        yield X[i:i + bs], y[i:i + bs]


fit_one_epoch = make_epoch_fn(lr=0.05)
for epoch in range(6):
    params, loss = fit_one_epoch(params, batches())
    print(f"epoch {epoch}  mse {float(loss):.4f}")
