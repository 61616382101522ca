import flax.linen as nn
import jax
import jax.numpy as jnp
import optax
from flax.training import train_state


class QualityClassifier(nn.Module):
    hidden: int = 16

    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(self.hidden)(x))
        return nn.Dense(2)(x)


class FoldTrainer:
    def __init__(self, n_features, lr):
        self.model = QualityClassifier()
        self.tx = optax.adam(lr)
        self.n_features = n_features

    def fresh_state(self, rng):
        params = self.model.init(rng, jnp.zeros((1, self.n_features)))["params"]
        return train_state.TrainState.create(apply_fn=self.model.apply, params=params, tx=self.tx)


@jax.jit
def train_step(state, x, y):
    def loss_fn(params):
        logits = state.apply_fn({"params": params}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


def accuracy(state, x, y):
    logits = state.apply_fn({"params": state.params}, x)
    return float((logits.argmax(-1) == y).mean())
