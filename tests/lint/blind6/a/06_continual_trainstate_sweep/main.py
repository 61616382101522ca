import itertools

import flax.linen as nn
import jax
import jax.numpy as jnp
import optax
from flax.training import train_state


class Head(nn.Module):
    n_classes: int = 3

    @nn.compact
    def __call__(self, x):
        return nn.Dense(self.n_classes)(nn.relu(nn.Dense(16)(x)))


@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, g = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=g), loss


key = jax.random.PRNGKey(0)
x = jax.random.normal(key, (32, 8))
y = jax.random.randint(key, (32,), 0, 3)
model = Head()
params = model.init(key, x)["params"]

results = {}
for lr, wd in itertools.product([1e-2, 3e-3], [0.0, 1e-4, 1e-3]):
    state = train_state.TrainState.create(apply_fn=model.apply, params=params,
                                          tx=optax.adamw(lr, weight_decay=wd))
    for _ in range(2):
        state, loss = train_step(state, x, y)
    results[(lr, wd)] = float(loss)
print(results)
