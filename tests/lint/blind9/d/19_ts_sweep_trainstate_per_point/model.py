import flax.linen as nn
import jax
import jax.numpy as jnp
import optax
from flax.training import train_state


class LagMLP(nn.Module):
    hidden: int = 32

    @nn.compact
    def __call__(self, x):
        x = nn.gelu(nn.Dense(self.hidden)(x))
        return nn.Dense(1)(x)[..., 0]


def create_state(model, key, lags, learning_rate, weight_decay):
    params = model.init(key, jnp.zeros((1, lags)))["params"]
    tx = optax.adamw(learning_rate, weight_decay=weight_decay)
    return train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)


@jax.jit
def train_step(state, x, y):
    def loss_fn(params):
        pred = state.apply_fn({"params": params}, x)
        return jnp.mean((pred - y) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


@jax.jit
def eval_mse(state, x, y):
    return jnp.mean((state.apply_fn({"params": state.params}, x) - y) ** 2)
