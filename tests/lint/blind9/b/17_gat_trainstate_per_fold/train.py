import jax
import jax.numpy as jnp
import optax
from flax.training import train_state


def create_state(model, key, graph, learning_rate, weight_decay):
    params = model.init(key, graph["x"], graph["senders"], graph["receivers"])["params"]
    tx = optax.adamw(learning_rate, weight_decay=weight_decay)
    return train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)


@jax.jit
def train_step(state, graph, mask):
    def loss_fn(params):
        logits = state.apply_fn({"params": params}, graph["x"], graph["senders"], graph["receivers"])
        ce = optax.softmax_cross_entropy_with_integer_labels(logits, graph["y"])
        return jnp.sum(ce * mask) / jnp.sum(mask)

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


@jax.jit
def accuracy(state, graph, mask):
    logits = state.apply_fn({"params": state.params}, graph["x"], graph["senders"], graph["receivers"])
    hit = (jnp.argmax(logits, -1) == graph["y"]).astype(jnp.float32)
    return jnp.sum(hit * mask) / jnp.sum(mask)
