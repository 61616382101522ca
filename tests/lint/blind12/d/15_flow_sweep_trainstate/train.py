import jax
from flax.training import train_state

from flow import nll


@jax.jit
def train_step(state: train_state.TrainState, batch):
    def loss_fn(params):
        z, log_det = state.apply_fn({"params": params}, batch)
        return nll(z, log_det)

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


@jax.jit
def eval_nll(state, batch):
    z, log_det = state.apply_fn({"params": state.params}, batch)
    return nll(z, log_det)
