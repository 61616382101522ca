import jax
import jax.numpy as jnp
import optax
from flax.training import train_state


def masked_fde(pred, future, mask):
    fde = jnp.linalg.norm(pred[:, :, -1] - future[:, :, -1], axis=-1)
    return jnp.sum(fde * mask) / jnp.maximum(jnp.sum(mask), 1.0)


@jax.jit
def compute_metrics(state, batch):
    pred = state.apply_fn(state.params, batch["past"])
    return {"fde": masked_fde(pred, batch["future"], batch["mask"])}


@jax.jit
def train_step(state, batch):
    def loss_fn(params):
        pred = state.apply_fn(params, batch["past"])
        return masked_fde(pred, batch["future"], batch["mask"])

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


def create_state(model, key, sample):
    params = model.init(key, sample)
    return train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-3))
