import jax.numpy as jnp
import numpy as np

from train import train_step


class PolicyLoader:
    def __init__(self, n=512, batch=64, seed=17):
        rng = np.random.default_rng(seed)
        self.X = rng.normal(size=(n, 5)).astype(np.float32)
        self.y = rng.poisson(np.exp(-0.7 + self.X @ np.array([0.3, -0.2, 0.1, 0.0, 0.25]))).astype(np.float32)
        self.batch = batch

    def __iter__(self):
        for s in range(0, len(self.X), self.batch):
            yield self.X[s:s + self.batch], self.y[s:s + self.batch]


loader = PolicyLoader()
params = {"w": jnp.zeros(5), "b": jnp.zeros(())}
step = 0
for epoch in range(3):
    for xb, yb in loader:
        params, loss = train_step(params, xb, yb, step)
        step += 1
    print(f"epoch {epoch}: loss {float(loss):.4f}")
