import flax.linen as nn
import jax
import jax.numpy as jnp
import optax
from flax.training import train_state


class SurrogateMLP(nn.Module):
    features: tuple = (32, 32)

    @nn.compact
    def __call__(self, x):
        for f in self.features:
            x = nn.tanh(nn.Dense(f)(x))
        return nn.Dense(1)(x)[..., 0]


def create_state(model, tx, key, n_inputs):
    params = model.init(key, jnp.zeros((1, n_inputs)))["params"]
    return train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)


@jax.jit
def train_step(state, x, y):
    def loss_fn(params):
        pred = state.apply_fn({"params": params}, x)
        return jnp.mean((pred - y) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


@jax.jit
def eval_loss(state, x, y):
    pred = state.apply_fn({"params": state.params}, x)
    return jnp.mean((pred - y) ** 2)
