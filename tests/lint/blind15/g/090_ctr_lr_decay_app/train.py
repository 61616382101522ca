import jax
import jax.numpy as jnp
import optax

tx = optax.inject_hyperparams(optax.adagrad)(learning_rate=0.1)


def bce(params, feats, clicks):
    logits = feats @ params["w"] + params["b"]
    return optax.sigmoid_binary_cross_entropy(logits, clicks).mean()


@jax.jit
def train_step(params, opt_state, feats, clicks):
    loss, grads = jax.value_and_grad(bce)(params, feats, clicks)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def set_learning_rate(opt_state, lr):
    opt_state.hyperparams["learning_rate"] = jnp.asarray(lr, dtype=jnp.float32)
    return opt_state
