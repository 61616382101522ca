import numpy as np
import jax
import jax.numpy as jnp
import optax

from net import net
from evaluation import evaluate

rng = np.random.default_rng(0)
# bone measurements (GL, Bp, Bd, SD...) for 5 taxa
y = rng.integers(0, 5, size=160)
x = (rng.normal(size=(160, 8)) + y[:, None] * 0.8).astype(np.float32)
params = net.init(jax.random.PRNGKey(0), x[:1])
tx = optax.adam(1e-2)
opt_state = tx.init(params)


def loss_fn(p, xb, yb):
    return optax.softmax_cross_entropy_with_integer_labels(net.apply(p, xb), yb).mean()


grad_fn = jax.grad(loss_fn)
for epoch in range(4):
    g = grad_fn(params, x[:128], y[:128])
    upd, opt_state = tx.update(g, opt_state)
    params = optax.apply_updates(params, upd)
    print(epoch, evaluate(params, x[128:], y[128:]))
