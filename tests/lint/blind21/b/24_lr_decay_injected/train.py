import jax
import jax.numpy as jnp
import optax


def mse_decoder_loss(params, X, Y):
    pred = jnp.tanh(X @ params["W1"]) @ params["W2"]
    return ((pred - Y) ** 2).mean()


optimizer = optax.inject_hyperparams(optax.adam)(learning_rate=1e-2)


@jax.jit
def train_step(params, opt_state, X, Y):
    loss, grads = jax.value_and_grad(mse_decoder_loss)(params, X, Y)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def set_learning_rate(opt_state, lr):
    opt_state.hyperparams["learning_rate"] = jnp.asarray(lr, dtype=jnp.float32)
    return opt_state
