import flax.linen as nn
import jax
import jax.numpy as jnp
import numpy as np
import optax
from data import AIRPORTS, make_dataset


class LateArrivalClassifier(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(1)(nn.relu(nn.Dense(16)(x)))[:, 0]


net = LateArrivalClassifier()
tx = optax.adam(1e-2)


@jax.jit
def train_batch(params, opt_state, x, y):
    def loss_fn(p):
        return optax.sigmoid_binary_cross_entropy(net.apply(p, x), y).mean()
    g = jax.grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state


@jax.jit
def accuracy_by_airport(params, x, y, airport):
    correct = ((net.apply(params, x) > 0) == (y == 1)).astype(jnp.float32)
    hits = jax.ops.segment_sum(correct, airport, num_segments=len(AIRPORTS))
    total = jax.ops.segment_sum(jnp.ones_like(correct), airport, num_segments=len(AIRPORTS))
    return hits / total


rng = np.random.default_rng(31)
x, y, airport = make_dataset(rng)
params = net.init(jax.random.PRNGKey(0), x[:1])
opt_state = tx.init(params)
for epoch in range(3):
    for i in range(0, 1000, 100):
        params, opt_state = train_batch(params, opt_state, x[i:i + 100], y[i:i + 100].astype(np.float32))
    acc = accuracy_by_airport(params, x, y, airport)
    print(epoch, dict(zip(AIRPORTS, np.round(np.asarray(acc), 3))))
