import jax
import jax.numpy as jnp
import optax
from flax.training import train_state


def make_optimizer(learning_rate, weight_decay, clip=1.0):
    return optax.chain(optax.clip_by_global_norm(clip),
                       optax.adamw(learning_rate, weight_decay=weight_decay))


def create_state(model, key, graph, tx):
    params = model.init(key, graph["x"], graph["senders"], graph["receivers"])["params"]
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
