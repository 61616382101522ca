import jax
import optax
from flax.training import train_state


def create_state(model, key, sample, lr, wd):
    params = model.init(key, sample)["params"]
    return train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adamw(lr, weight_decay=wd))


@jax.jit
def train_step(state, x, y):
    def loss_fn(params):
        logits = state.apply_fn({"params": params}, x)
        return optax.sigmoid_binary_cross_entropy(logits, y).mean()

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss
