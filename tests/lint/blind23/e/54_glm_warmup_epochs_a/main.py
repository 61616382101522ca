import jax.numpy as jnp
import numpy as np

from train import epoch_update, lr_for_epoch

rng = np.random.default_rng(33)
X = rng.normal(size=(1024, 6)).astype(np.float32)
y = rng.poisson(np.exp(-1.0 + X @ np.linspace(-0.3, 0.3, 6))).astype(np.float32)

params = {"w": jnp.zeros(6), "b": jnp.zeros(())}
for epoch in np.arange(10):
    params, loss = epoch_update(params, X, y, lr_for_epoch(epoch))
    print(f"epoch {epoch}: loss {float(loss):.4f}")
