import itertools

import jax
import jax.numpy as jnp
import optax
from flax import linen as nn
from flax.training import train_state


class Classifier(nn.Module):
    hidden: int = 32
    n_classes: int = 3

    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(self.hidden)(x))
        return nn.Dense(self.n_classes)(x)


@jax.jit
def train_step(state, x, y):
    def loss_fn(params):
        logits = state.apply_fn({"params": params}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


@jax.jit
def accuracy(state, x, y):
    logits = state.apply_fn({"params": state.params}, x)
    return (logits.argmax(-1) == y).mean()


def grid(space):
    keys = sorted(space)
    for values in itertools.product(*(space[k] for k in keys)):
        yield dict(zip(keys, values))


def run_trial(hp, data, steps=3, seed=0):
    model = Classifier()
    x_tr, y_tr, x_va, y_va = data
    params = model.init(jax.random.PRNGKey(seed), x_tr[:1])["params"]
    tx = optax.adamw(hp["lr"], weight_decay=hp["weight_decay"])
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)
    for _ in range(steps):
        state, _ = train_step(state, x_tr, y_tr)
    return float(accuracy(state, x_va, y_va))
