from functools import partial
import numpy as np
import jax
import flax.linen as nn
import optax
from folds import kfold_indices


class PerformanceNet(nn.Module):
    hidden: int = 24

    @nn.compact
    def __call__(self, x):
        return nn.Dense(3)(nn.tanh(nn.Dense(self.hidden)(x)))


tx = optax.adam(5e-3)


@partial(jax.jit, static_argnums=0)
def rating_step(model, params, opt_state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply(p, x), y).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss


@partial(jax.jit, static_argnums=0)
def rating_accuracy(model, params, x, y):
    return (model.apply(params, x).argmax(-1) == y).mean()


rng = np.random.default_rng(5)
X = rng.normal(size=(500, 7)).astype(np.float32)
y = np.digitize(X[:, 0] + 0.5 * X[:, 2], [-0.5, 0.5]).astype(np.int32)
accs = []
for fold, (tr, va) in enumerate(kfold_indices(len(X), 5)):
    model = PerformanceNet(hidden=24)
    params = model.init(jax.random.PRNGKey(fold), X[:1])
    opt_state = tx.init(params)
    for epoch in range(5):
        for i in range(0, len(tr), 100):
            j = tr[i:i + 100]
            params, opt_state, _ = rating_step(model, params, opt_state, X[j], y[j])
    accs.append(float(rating_accuracy(model, params, X[va], y[va])))
print("cv accuracy", np.round(accs, 3), np.mean(accs))
