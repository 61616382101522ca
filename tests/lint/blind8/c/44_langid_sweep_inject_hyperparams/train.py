import jax
import jax.numpy as jnp
import optax
from flax.training import train_state

TX = optax.inject_hyperparams(optax.adamw)(learning_rate=1e-3, weight_decay=0.0)


def create_state(model, key, in_dim, learning_rate, weight_decay):
    params = model.init(key, jnp.zeros((1, in_dim)))["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=TX)
    hp = state.opt_state.hyperparams
    hp["learning_rate"] = jnp.asarray(learning_rate, jnp.float32)
    hp["weight_decay"] = jnp.asarray(weight_decay, jnp.float32)
    return state


@jax.jit
def train_step(state, x, y):
    def loss_fn(params):
        logits = state.apply_fn({"params": params}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss
