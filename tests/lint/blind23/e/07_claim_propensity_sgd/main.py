import jax.numpy as jnp
import numpy as np

from train import sgd_step, lr_at

rng = np.random.default_rng(5)
n = 1024
X = np.column_stack([
    rng.integers(0, 2, n),               # prior claim
    rng.normal(size=n),                  # standardized vehicle age
    rng.normal(size=n),                  # standardized annual mileage
]).astype(np.float32)
p = 1 / (1 + np.exp(-(-1.5 + 1.2 * X[:, 0] + 0.4 * X[:, 2])))
y = (rng.uniform(size=n) < p).astype(np.float32)

w = {"coef": jnp.zeros(3), "bias": jnp.zeros(())}
for epoch in range(6):
    for start in range(0, n, 256):
        w, loss = sgd_step(w, X[start:start + 256], y[start:start + 256], lr_at(epoch))
    print(f"epoch {epoch} lr {lr_at(epoch):.4f} logloss {float(loss):.4f}")
