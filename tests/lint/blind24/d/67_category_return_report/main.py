import jax
import jax.numpy as jnp
import numpy as np

from evaluation import per_category_report

rng = np.random.default_rng(67)
CATS = ["dresses", "denim", "knitwear", "outerwear", "footwear"]
x = rng.normal(size=(500, 8)).astype(np.float32)
category = rng.integers(0, len(CATS), 500)
y = (rng.random(500) < 1 / (1 + np.exp(-(x[:, 0] - 0.5 * x[:, 3])))).astype(np.float32)


@jax.jit
def logistic_step(W):
    def nll(W):
        z = x @ W
        return jnp.mean(jax.nn.softplus(z) - y * z)
    return W - 0.5 * jax.grad(nll)(W)


W = jnp.zeros(8)
for step in range(50):
    W = logistic_step(W)
print(per_category_report(W, x, y, category, CATS))
