import jax
import jax.numpy as jnp
import optax
from flax.training import train_state


def features(x, degree=4):
    return jnp.stack([x**k for k in range(degree + 1)], axis=-1)


def apply_fn(params, x):
    return features(x) @ params["coef"]


def create_state(learning_rate=0.05, degree=4):
    params = {"coef": jnp.zeros(degree + 1)}
    tx = optax.adam(learning_rate)
    return train_state.TrainState.create(apply_fn=apply_fn, params=params, tx=tx)


@jax.jit
def train_step(state, x, y):
    def loss_fn(params):
        pred = state.apply_fn(params, x)
        return jnp.mean((pred - y) ** 2) + 1e-3 * jnp.sum(params["coef"] ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


def validation_mse(state, x, y):
    return float(jnp.mean((state.apply_fn(state.params, x) - y) ** 2))
