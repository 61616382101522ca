import jax
import jax.numpy as jnp
import optax
from flax.training import train_state

tx = optax.inject_hyperparams(optax.adamw)(learning_rate=1e-3, weight_decay=0.0)


def create_state(model, key, sample, lr, wd):
    params = model.init(key, sample)["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)
    state.opt_state.hyperparams["learning_rate"] = jnp.asarray(lr, jnp.float32)
    state.opt_state.hyperparams["weight_decay"] = jnp.asarray(wd, jnp.float32)
    return state


@jax.jit
def train_step(state, x, y):
    def loss_fn(params):
        logits = state.apply_fn({"params": params}, x)
        return optax.sigmoid_binary_cross_entropy(logits, y).mean()

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss
