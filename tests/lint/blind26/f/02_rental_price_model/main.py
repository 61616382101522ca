import jax
import jax.numpy as jnp
import numpy as np
import optax
from loader import RentLoader

rng = np.random.default_rng(3)
N = 430
X = np.column_stack([rng.uniform(20, 150, N) / 100, rng.integers(0, 4, N), rng.uniform(0, 1, N)]).astype(np.float32)
y = (8 + 12 * X[:, 0] + 1.5 * X[:, 1] - 3 * X[:, 2] + rng.normal(0, 0.5, N)).astype(np.float32)

tx = optax.sgd(0.05, momentum=0.9)

@jax.jit
def fit_step(theta, state, xb, yb, w):
    def loss(t):
        pred = xb @ t["coef"] + t["icpt"]
        return jnp.sum(w * (pred - yb) ** 2) / jnp.sum(w)
    l, g = jax.value_and_grad(loss)(theta)
    upd, state = tx.update(g, state, theta)
    return optax.apply_updates(theta, upd), state, l

theta = {"coef": jnp.zeros(3), "icpt": jnp.zeros(())}
state = tx.init(theta)
for epoch in range(5):
    for xb, yb, w in RentLoader(X, y, 64, seed=epoch):
        theta, state, l = fit_step(theta, state, xb, yb, w)
    print(epoch, float(l))
print(np.round(np.asarray(theta["coef"]), 2))
