from functools import partial

import numpy as np
import jax
import flax.linen as nn
import optax


class CallEncoder(nn.Module):
    hidden: int = 64
    n_out: int = 6

    @nn.compact
    def __call__(self, x):
        return nn.Dense(self.n_out)(nn.tanh(nn.Dense(self.hidden)(x)))


def build_model(cfg):
    return CallEncoder(hidden=cfg["hidden"], n_out=cfg["n_out"])


@partial(jax.jit, static_argnums=(0,))
def update(net, params, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(net.apply(p, x), y).mean()

    loss, g = jax.value_and_grad(loss_fn)(params)
    return jax.tree.map(lambda a, b: a - 0.05 * b, params, g), loss


cfg = {"hidden": 64, "n_out": 6}
rng = np.random.default_rng(1)
X = rng.normal(size=(128, 20)).astype(np.float32)   # zebra finch call features
Y = rng.integers(0, 6, 128).astype(np.int32)
params = build_model(cfg).init(jax.random.PRNGKey(0), X[:1])
for epoch in range(5):
    net = build_model(cfg)
    for i in range(0, 128, 32):
        params, loss = update(net, params, X[i:i + 32], Y[i:i + 32])
    print(epoch, float(loss))
