import jax
import jax.numpy as jnp
import optax

tx = optax.adam(2e-3)


def logits_fn(w, x):
    return jnp.tanh(x @ w["w1"]) @ w["w2"]


@jax.jit
def fit_step(w, opt_state, x, y):
    loss, g = jax.value_and_grad(lambda w: optax.softmax_cross_entropy_with_integer_labels(logits_fn(w, x), y).mean())(w)
    upd, opt_state = tx.update(g, opt_state, w)
    return optax.apply_updates(w, upd), opt_state, loss


@jax.jit
def eval_batch(w, x, y):
    return jnp.sum(jnp.argmax(logits_fn(w, x), -1) == y)
