import jax
import jax.numpy as jnp
from flax.training import train_state


class State(train_state.TrainState):
    batch_stats: dict


@jax.jit
def train_step(state, x, y):
    def loss_fn(params):
        pred, upd = state.apply_fn({"params": params, "batch_stats": state.batch_stats}, x, train=True,
                                   mutable=["batch_stats"])
        return jnp.mean((pred - y) ** 2), upd
    (loss, upd), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    state = state.apply_gradients(grads=grads).replace(batch_stats=upd["batch_stats"])
    return state, loss


@jax.jit
def eval_step(state, x, y):
    pred = state.apply_fn({"params": state.params, "batch_stats": state.batch_stats}, x, train=False)
    return jnp.mean((pred - y) ** 2)
