import jax
import numpy as np
import optax

from evaluate import evaluate
from net import net

rng = np.random.default_rng(0)
# features of a student's worked solution -> solution strategy label
X = rng.normal(size=(330, 16)).astype(np.float32)
Y = np.argmax(X[:, :4], axis=1).astype(np.int32)
Xtr, Ytr, Xte, Yte = X[:256], Y[:256], X[256:], Y[256:]

params = net.init(jax.random.PRNGKey(0), Xtr[:1], is_training=True)
tx = optax.adam(1e-2)
opt_state = tx.init(params)


@jax.jit
def strategy_step(params, opt_state, key, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(net.apply(p, key, x, is_training=True), y).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    u, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, u), opt_state, loss


key = jax.random.PRNGKey(1)
for epoch in range(3):
    for i in range(0, 256, 64):
        key, sub = jax.random.split(key)
        params, opt_state, loss = strategy_step(params, opt_state, sub, Xtr[i:i + 64], Ytr[i:i + 64])
    print(epoch, float(loss), "test acc", evaluate(params, Xte, Yte))
