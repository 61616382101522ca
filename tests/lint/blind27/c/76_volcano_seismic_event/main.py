import jax
import jax.numpy as jnp
import numpy as np
import optax

from evaluate import accuracy
from model import build_model

rng = np.random.default_rng(76)
# classes: volcano-tectonic, long-period, hybrid; features from spectral ratios
x = rng.normal(size=(300, 8)).astype(np.float32)
y = (np.digitize(x[:, 0] - x[:, 1], [-0.7, 0.7])).astype(np.int32)
net = build_model()
params = net.init(jax.random.PRNGKey(0), x[:1])
tx = optax.adam(1e-2)
state = tx.init(params)


@jax.jit
def classify_step(params, state, xb, yb):
    def loss(p):
        return optax.softmax_cross_entropy_with_integer_labels(net.apply(p, xb), yb).mean()
    g = jax.grad(loss)(params)
    u, state = tx.update(g, state)
    return optax.apply_updates(params, u), state


for epoch in range(4):
    for i in range(0, 240, 60):
        params, state = classify_step(params, state, x[i:i + 60], y[i:i + 60])
    print(epoch, accuracy(params, x[240:], y[240:]))
