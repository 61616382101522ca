import jax
import jax.numpy as jnp
import optax
import flax.linen as nn
from flax.training import train_state


class TabularMLP(nn.Module):
    hidden: int = 16

    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(self.hidden)(x))
        return nn.Dense(1)(x).squeeze(-1)


def create_state(rng, n_features, lr):
    model = TabularMLP()
    params = model.init(rng, jnp.zeros((1, n_features)))["params"]
    return train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(lr))


@jax.jit
def train_step(state, X, y):
    def loss_fn(params):
        pred = state.apply_fn({"params": params}, X)
        return jnp.mean((pred - y) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss
