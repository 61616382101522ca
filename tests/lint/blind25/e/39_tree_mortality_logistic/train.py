import jax
import jax.numpy as jnp
import optax

tx = optax.inject_hyperparams(optax.sgd)(learning_rate=0.5)

def nll(w, X, died):
    logits = X @ w[:-1] + w[-1]
    return optax.sigmoid_binary_cross_entropy(logits, died).mean()

@jax.jit
def mortality_step(w, opt_state, X, died):
    loss, g = jax.value_and_grad(nll)(w, X, died)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(w, upd), opt_state, loss

def set_lr(opt_state, lr):
    opt_state.hyperparams["learning_rate"] = jnp.asarray(lr, dtype=jnp.float32)
    return opt_state
