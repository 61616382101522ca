import jax
import jax.numpy as jnp
import optax
from flax.training import train_state


def make_optimizer(lr):
    return optax.chain(optax.clip_by_global_norm(1.0), optax.adam(lr))


def create_state(model, key, sample, tx):
    params = model.init(key, sample)["params"]
    return train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)


@jax.jit
def train_step(state, images, keypoints):
    def loss_fn(params):
        pred = state.apply_fn({"params": params}, images)
        return jnp.mean(jnp.sum((pred - keypoints) ** 2, -1))

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


@jax.jit
def eval_step(state, images, keypoints):
    pred = state.apply_fn({"params": state.params}, images)
    return jnp.mean(jnp.linalg.norm(pred - keypoints, axis=-1))
