import jax
import jax.numpy as jnp
import numpy as np

from metrics import RunningMean

rng = np.random.default_rng(0)
X = rng.normal(size=(256, 4)).astype(np.float32)
y = (X.sum(1) > 0).astype(np.float32)


@jax.jit
def step(w, xb, yb):
    def per_example(w):
        p = jax.nn.sigmoid(xb @ w)
        return -(yb * jnp.log(p + 1e-7) + (1 - yb) * jnp.log(1 - p + 1e-7))

    losses = per_example(w)
    g = jax.grad(lambda w: per_example(w).mean())(w)
    return w - 0.5 * g, losses


w = jnp.zeros(4)
meter = RunningMean()
for epoch in range(3):
    meter.reset()
    for i in range(0, 256, 32):
        w, losses = step(w, X[i:i + 32], y[i:i + 32])
        meter.update(losses)
    print(f"epoch {epoch} avg loss {meter.compute():.4f}")
