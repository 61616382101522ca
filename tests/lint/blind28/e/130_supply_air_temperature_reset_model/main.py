import numpy as np
import jax.numpy as jnp

from callbacks import add_validation
from train import step_with_metrics

# supply air temperature reset: predict optimal SAT from zone demand features
rng = np.random.default_rng(1)
X = jnp.asarray(rng.normal(size=(300, 5)), jnp.float32)
y = X @ jnp.array([0.5, -0.2, 0.1, 0.3, -0.4]) + 0.05 * jnp.asarray(rng.normal(size=300), jnp.float32)
xtr, ytr, xva, yva = X[:240], y[:240], X[240:], y[240:]

w = jnp.zeros(5)
metrics = {"train_loss": jnp.float32(1.0), "steps": jnp.int32(0), "val_loss": jnp.float32(jnp.nan)}
for epoch in range(4):
    for _ in range(10):
        w, metrics = step_with_metrics(w, xtr, ytr, metrics)
    metrics = add_validation(metrics, w, xva, yva)
    print(epoch, {k: round(float(v), 4) for k, v in metrics.items()})
