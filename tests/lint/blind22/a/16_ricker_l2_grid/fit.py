import jax
import jax.numpy as jnp
import optax


def ricker_nll(params, counts):
    r, log_k = params["r"], params["log_k"]
    n_prev = counts[:-1]
    mean = n_prev * jnp.exp(r * (1.0 - n_prev / jnp.exp(log_k)))
    return jnp.mean((jnp.log1p(counts[1:]) - jnp.log1p(mean)) ** 2)


tx = optax.adam(0.05)


def fit_step(params, opt_state, counts, l2):
    def objective(p):
        return ricker_nll(p, counts) + l2 * (p["r"] ** 2)

    loss, grads = jax.value_and_grad(objective)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss
