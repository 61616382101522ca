import numpy as np
import jax
import jax.numpy as jnp
from data import batches, to_device


@jax.jit
def transfer_logits(params, x):
    h = jax.nn.relu(x @ params["W1"].astype(x.dtype))
    return (h @ params["w2"].astype(x.dtype)).astype(jnp.float32)


@jax.jit
def transfer_grad(params, x, y):
    def loss(p):
        z = transfer_logits(p, x)
        return jnp.mean(jnp.logaddexp(0.0, z) - y * z)
    return jax.value_and_grad(loss)(params)


rng = np.random.default_rng(0)
X = rng.normal(size=(600, 8)).astype(np.float32)
y = (X[:, 3] > 0.2).astype(np.float32)
k1, k2 = jax.random.split(jax.random.PRNGKey(0))
params = {"W1": 0.3 * jax.random.normal(k1, (8, 16)), "w2": 0.3 * jax.random.normal(k2, (16,))}
xv = to_device(X[500:])
for epoch in range(3):
    for xb, yb in batches(X[:500], y[:500], 100):
        l, g = transfer_grad(params, xb, yb)
        params = jax.tree_util.tree_map(lambda p, d: p - 0.2 * d, params, g)
    acc_train = float(((transfer_logits(params, xb) > 0) == (yb > 0)).mean())
    acc_val = float(((transfer_logits(params, xv) > 0) == (y[500:] > 0)).mean())
    print(epoch, float(l), acc_train, acc_val)
