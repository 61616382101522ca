import jax.numpy as jnp
import numpy as np

from train import train_step

rng = np.random.default_rng(17)
X = rng.normal(size=(512, 5)).astype(np.float32)
y = rng.poisson(np.exp(-0.7 + X @ np.array([0.3, -0.2, 0.1, 0.0, 0.25]))).astype(np.float32)

params = {"w": jnp.zeros(5), "b": jnp.zeros(())}
step = 0
for epoch in range(3):
    for s in range(0, 512, 64):
        params, loss = train_step(params, X[s:s + 64], y[s:s + 64], step)
        step += 1
    print(f"epoch {epoch}: loss {float(loss):.4f}")
