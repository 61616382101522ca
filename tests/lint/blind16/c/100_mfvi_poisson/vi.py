import jax
import jax.numpy as jnp
import optax


def log_joint(beta, X, y):
    rate = jnp.exp(X @ beta)
    return jnp.sum(y * jnp.log(rate) - rate) - 0.5 * jnp.sum(beta**2)


def neg_elbo(q, key, X, y, n_mc=16):
    eps = jax.random.normal(key, (n_mc,) + q["loc"].shape)
    beta = q["loc"] + jnp.exp(q["log_scale"]) * eps
    return -(jnp.mean(jax.vmap(log_joint, (0, None, None))(beta, X, y)) + jnp.sum(q["log_scale"]))


def init_variational(dim, init_log_scale=-2.0):
    return {"loc": jnp.zeros(dim), "log_scale": jnp.full((dim,), init_log_scale)}


optimizer = optax.adam(0.02)


@jax.jit
def step(q, opt_state, key, X, y):
    loss, g = jax.value_and_grad(neg_elbo)(q, key, X, y)
    updates, opt_state = optimizer.update(g, opt_state)
    return optax.apply_updates(q, updates), opt_state, loss
