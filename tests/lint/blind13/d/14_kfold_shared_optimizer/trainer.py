import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state


class WindowClassifier(nn.Module):
    hidden: int = 16

    @nn.compact
    def __call__(self, x):
        x = nn.gelu(nn.Dense(self.hidden)(x))
        return nn.Dense(1)(x)[:, 0]


@jax.jit
def train_step(state, x, y):
    def loss_fn(params):
        logits = state.apply_fn({"params": params}, x)
        return optax.sigmoid_binary_cross_entropy(logits, y).mean()

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


@jax.jit
def accuracy(state, x, y):
    logits = state.apply_fn({"params": state.params}, x)
    return jnp.mean((logits > 0) == (y > 0.5))


class KFoldTrainer:
    def __init__(self, window, lr=3e-3):
        self.window = window
        self.model = WindowClassifier()
        self.tx = optax.adamw(lr, weight_decay=1e-4)

    def fresh_state(self, key):
        params = self.model.init(key, jnp.zeros((1, self.window)))["params"]
        return train_state.TrainState.create(apply_fn=self.model.apply, params=params,
                                             tx=self.tx)
