import jax.numpy as jnp
import numpy as np

from train import cosine_lrs, readiness_update

rng = np.random.default_rng(16)
X = rng.normal(size=(192, 10)).astype(np.float32)
w_true = rng.normal(size=10).astype(np.float32)
y = (X @ w_true + rng.normal(0, 0.3, 192)).astype(np.float32)

lrs = cosine_lrs()
w = jnp.zeros(10)
for epoch in range(6):
    lr = lrs[epoch]
    for i in range(0, 192, 48):
        w = readiness_update(w, X[i:i + 48], y[i:i + 48], lr)
    print(epoch, round(float(lr), 5), float(jnp.mean((X @ w - y) ** 2)))
