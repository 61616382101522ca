import jax
import jax.numpy as jnp
import optax
from flax.training import train_state

OPTIMIZER = optax.chain(optax.clip_by_global_norm(1.0), optax.adam(1e-2))


@jax.jit
def train_step(state, x, y):
    def loss_fn(params):
        return jnp.mean((state.apply_fn({"params": params}, x) - y) ** 2)
    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


def create_state(model, key, sample_x, tx=OPTIMIZER):
    params = model.init(key, sample_x)["params"]
    return train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)
