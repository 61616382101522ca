import flax.linen as nn
import jax
import jax.numpy as jnp
import optax
from flax.training import train_state


class DragSurrogate(nn.Module):
    hidden: int = 32

    @nn.compact
    def __call__(self, x):
        x = nn.tanh(nn.Dense(self.hidden)(x))
        x = nn.tanh(nn.Dense(self.hidden)(x))
        return nn.Dense(1)(x)[..., 0]


def create_state(key, n_features, learning_rate):
    model = DragSurrogate()
    params = model.init(key, jnp.zeros((1, n_features)))["params"]
    tx = optax.adam(learning_rate)
    return train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)
