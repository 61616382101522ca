import jax
import numpy as np
import optax
import flax.linen as nn
from flax.training import train_state

from cv import kfold_indices


class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(2)(nn.relu(nn.Dense(16)(x)))


@jax.jit
def fold_train_step(state, x, y):
    def loss_fn(params):
        logits = state.apply_fn(params, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


rng = np.random.default_rng(0)
X = rng.normal(size=(48, 5)).astype(np.float32)
Y = (X[:, 0] > 0).astype(np.int32)
model = MLP()
optimizer = optax.adam(1e-2)

scores = []
for fold, (tr, va) in enumerate(kfold_indices(len(X), k=4)):
    params = model.init(jax.random.PRNGKey(fold), X[:1])
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optimizer)
    for _ in range(3):
        state, loss = fold_train_step(state, X[tr[:32]], Y[tr[:32]])
    acc = (state.apply_fn(state.params, X[va]).argmax(-1) == Y[va]).mean()
    scores.append(float(acc))
print(np.mean(scores))
