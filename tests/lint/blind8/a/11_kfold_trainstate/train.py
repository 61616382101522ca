import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state


class MLP(nn.Module):
    hidden: int = 32
    num_classes: int = 3

    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(self.hidden)(x))
        return nn.Dense(self.num_classes)(x)


def create_state(model, key, input_dim, learning_rate):
    params = model.init(key, jnp.zeros((1, input_dim)))["params"]
    tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adam(learning_rate))
    return train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)


@jax.jit
def train_step(state, x, y):
    def loss_fn(params):
        logits = state.apply_fn({"params": params}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


@jax.jit
def accuracy(state, x, y):
    return (state.apply_fn({"params": state.params}, x).argmax(-1) == y).mean()
