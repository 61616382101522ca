import jax
import optax
from flax.training import train_state


def create_state(model, key, in_dim, learning_rate, weight_decay):
    params = model.init(key, jax.numpy.zeros((1, in_dim)))["params"]
    tx = optax.adamw(learning_rate, weight_decay=weight_decay)
    return train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)


@jax.jit
def train_step(state, x, y):
    def loss_fn(params):
        logits = state.apply_fn({"params": params}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss
