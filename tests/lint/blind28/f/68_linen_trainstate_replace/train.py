import jax
import optax
from flax.training import train_state


def create_state(model, key, sample, lr):
    params = model.init(key, sample)["params"]
    return train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(lr))


@jax.jit
def state_step(state, x, y):
    def loss_fn(params):
        logits = state.apply_fn({"params": params}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


def ema_params(state, ema, decay=0.9):
    new = jax.tree_util.tree_map(lambda e, p: decay * e + (1 - decay) * p, ema, state.params)
    return new
