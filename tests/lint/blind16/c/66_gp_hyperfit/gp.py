import jax
import jax.numpy as jnp
import optax


def neg_log_marginal(params, X, y):
    ls = jnp.exp(params["log_lengthscale"])
    var = jnp.exp(params["log_variance"])
    noise = jnp.exp(params.get("log_noise", jnp.log(1e-2)))
    d2 = jnp.sum((X[:, None] - X[None]) ** 2, -1)
    K = var * jnp.exp(-0.5 * d2 / ls**2) + noise * jnp.eye(X.shape[0])
    L = jnp.linalg.cholesky(K)
    alpha = jax.scipy.linalg.cho_solve((L, True), y)
    return 0.5 * y @ alpha + jnp.sum(jnp.log(jnp.diag(L)))


optimizer = optax.adam(0.05)


@jax.jit
def fit_step(params, opt_state, X, y):
    loss, g = jax.value_and_grad(neg_log_marginal)(params, X, y)
    updates, opt_state = optimizer.update(g, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss
