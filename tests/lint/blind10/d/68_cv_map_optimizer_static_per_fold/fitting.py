from functools import partial

import jax
import jax.numpy as jnp
import optax


def neg_log_posterior(w, X, y, prior_prec=1.0):
    logits = X @ w
    return jnp.sum(jnp.logaddexp(0.0, logits) - y * logits) + 0.5 * prior_prec * w @ w


@partial(jax.jit, static_argnums=(0,))
def map_step(tx, w, opt_state, X, y):
    loss, grads = jax.value_and_grad(neg_log_posterior)(w, X, y)
    updates, opt_state = tx.update(grads, opt_state, w)
    return optax.apply_updates(w, updates), opt_state, loss


def fit_map(tx, X, y, num_steps=5):
    w = jnp.zeros(X.shape[1])
    opt_state = tx.init(w)
    for _ in range(num_steps):
        w, opt_state, loss = map_step(tx, w, opt_state, X, y)
    return w


def heldout_log_lik(w, X, y):
    logits = X @ w
    return float(jnp.mean(y * logits - jnp.logaddexp(0.0, logits)))
