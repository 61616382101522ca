import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np


class OnlineAR(eqx.Module):
    coef: jax.Array
    level: jax.Array
    n_updates: int
    beta: float = 0.9

    def __init__(self, order, key):
        self.coef = 0.01 * jax.random.normal(key, (order,))
        self.level = jnp.zeros(())
        self.n_updates = 0

    def __call__(self, lags):
        correction = 1.0 - self.beta ** (self.n_updates + 1)
        return lags @ self.coef + self.level / correction


@eqx.filter_jit
def observe(model, lags, target, lr):
    def loss(m):
        return (m(lags) - target) ** 2

    grads = eqx.filter_grad(loss)(model)
    model = eqx.apply_updates(model, jax.tree_util.tree_map(lambda g: -lr * g, grads))
    new_level = model.beta * model.level + (1 - model.beta) * target
    return eqx.tree_at(lambda m: m.level, model, new_level)


ORDER = 5
rng = np.random.default_rng(0)
y = np.cumsum(rng.normal(size=200)).astype(np.float32)

model = OnlineAR(ORDER, jax.random.PRNGKey(0))
lr = jnp.float32(1e-3)
for t in range(ORDER, ORDER + 12):
    lags = jnp.asarray(y[t - ORDER:t])
    model = observe(model, lags, jnp.asarray(y[t]), lr)
    model = eqx.tree_at(lambda m: m.n_updates, model, model.n_updates + 1)
    if t % 4 == 0:
        print(t, float(model(lags)), float(y[t]))
