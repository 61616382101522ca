import flax.linen as nn
import jax
import jax.numpy as jnp
import optax
from flax.training import train_state


class Head(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(3)(nn.relu(nn.Dense(16)(x)))


@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, g = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=g), loss


key = jax.random.PRNGKey(0)
x = jax.random.normal(key, (40, 8))
y = jax.random.randint(key, (40,), 0, 3)
model = Head()
tx = optax.adamw(1e-2, weight_decay=1e-4)
folds = jnp.split(jnp.arange(40), 5)
for k, val_idx in enumerate(folds):
    train_idx = jnp.concatenate([f for j, f in enumerate(folds) if j != k])
    params = model.init(jax.random.PRNGKey(k), x)["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)
    for _ in range(2):
        state, loss = train_step(state, x[train_idx], y[train_idx])
    print(k, float(loss))
