import jax
import jax.numpy as jnp
import numpy as np

from loader import standardized_batches

rng = np.random.default_rng(0)
X = (rng.normal(size=(200, 4)) * [1, 10, 100, 0.1] + [0, 5, -50, 1]).astype(np.float32)
y = (X[:, 0] + X[:, 1] / 10 > 0.5).astype(np.float32)
mean, std = jnp.asarray(X.mean(0)), jnp.asarray(X.std(0))


@jax.jit
def step(w, xb, yb):
    def loss(w):
        z = xb @ w[:-1] + w[-1]
        return jnp.mean(jnp.logaddexp(0.0, z) - yb * z)

    l, g = jax.value_and_grad(loss)(w)
    return w - 0.5 * g, l


w = jnp.zeros(5)
for epoch in range(5):
    for xb, yb in standardized_batches(X, y, mean, std, seed=epoch):
        w, l = step(w, xb, yb)
    print(f"epoch {epoch} loss {float(l):.4f}")
