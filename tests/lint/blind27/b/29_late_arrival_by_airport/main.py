import flax.linen as nn
import jax
import jax.numpy as jnp
import numpy as np
import optax
from data import make_dataset, by_airport


class LateArrivalClassifier(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(1)(nn.relu(nn.Dense(16)(x)))[:, 0]


net = LateArrivalClassifier()
tx = optax.adam(1e-2)


@jax.jit
def fit_batch(params, opt_state, x, y):
    def loss_fn(p):
        return optax.sigmoid_binary_cross_entropy(net.apply(p, x), y).mean()
    g = jax.grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state


@jax.jit
def accuracy(params, x, y):
    return jnp.mean((net.apply(params, x) > 0) == (y == 1))


rng = np.random.default_rng(31)
x, y, airport = make_dataset(rng)
params = net.init(jax.random.PRNGKey(0), x[:1])
opt_state = tx.init(params)
for epoch in range(3):
    for i in range(0, 1000, 100):
        params, opt_state = fit_batch(params, opt_state, x[i:i + 100], y[i:i + 100].astype(np.float32))
    report = {code: float(accuracy(params, xa, ya)) for code, xa, ya in by_airport(x, y, airport)}
    print(epoch, report)
