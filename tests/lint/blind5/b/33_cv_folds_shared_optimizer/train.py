import jax
import jax.numpy as jnp
import optax

optimizer = optax.adam(1e-2)


def init_params(key, n_features):
    return {"w": 0.01 * jax.random.normal(key, (n_features,)), "b": jnp.zeros(())}


def nll(params, x, y):
    logits = x @ params["w"] + params["b"]
    return jnp.mean(optax.sigmoid_binary_cross_entropy(logits, y)) + 1e-3 * jnp.sum(params["w"] ** 2)


@jax.jit
def fit_step(params, opt_state, x, y):
    loss, grads = jax.value_and_grad(nll)(params, x, y)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


@jax.jit
def heldout_nll(params, x, y):
    return nll(params, x, y)
