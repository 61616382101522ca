import jax
import jax.numpy as jnp
import optax


def bce(params, feats, clicks):
    logits = feats @ params["w"] + params["b"]
    return optax.sigmoid_binary_cross_entropy(logits, clicks).mean()


def make_train_step(learning_rate):
    tx = optax.adagrad(learning_rate)

    @jax.jit
    def train_step(params, opt_state, feats, clicks):
        loss, grads = jax.value_and_grad(bce)(params, feats, clicks)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    return tx, train_step
