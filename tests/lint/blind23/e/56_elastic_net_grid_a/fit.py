import jax
import jax.numpy as jnp


def objective(w, X, y, reg):
    eta = X @ w
    nll = jnp.mean(jnp.exp(eta) - y * eta)
    return nll + reg["l2"] * jnp.sum(w[1:] ** 2) + reg["l1"] * jnp.sum(jnp.sqrt(w[1:] ** 2 + 1e-6))


@jax.jit
def fit_penalised_glm(X, y, reg):
    def body(w, _):
        return w - 0.1 * jax.grad(objective)(w, X, y, reg), None
    w, _ = jax.lax.scan(body, jnp.zeros(X.shape[1]), None, length=200)
    return w
