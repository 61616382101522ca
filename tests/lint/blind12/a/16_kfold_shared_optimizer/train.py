import jax
import optax
from flax.training import train_state


def make_optimizer(learning_rate):
    return optax.chain(optax.clip_by_global_norm(1.0), optax.adam(learning_rate))


def create_state(model, key, sample_batch, tx):
    params = model.init(key, sample_batch)["params"]
    return train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)


@jax.jit
def train_step(state, token_ids, labels):
    def loss_fn(params):
        logits = state.apply_fn({"params": params}, token_ids)
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


@jax.jit
def eval_accuracy(state, token_ids, labels):
    logits = state.apply_fn({"params": state.params}, token_ids)
    return (logits.argmax(-1) == labels).mean()
