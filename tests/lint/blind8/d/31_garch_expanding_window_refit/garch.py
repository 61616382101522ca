import jax
import jax.numpy as jnp


def unpack(theta):
    omega = jnp.exp(theta[0])
    alpha = jax.nn.sigmoid(theta[1]) * 0.3
    beta = jax.nn.sigmoid(theta[2]) * 0.95
    return omega, alpha, beta


def neg_loglik(theta, returns):
    omega, alpha, beta = unpack(theta)

    def step(var, r):
        ll = -0.5 * (jnp.log(2 * jnp.pi * var) + r**2 / var)
        return omega + alpha * r**2 + beta * var, ll

    var_next, lls = jax.lax.scan(step, jnp.var(returns), returns)
    return -jnp.sum(lls), var_next


@jax.jit
def fit_garch(theta0, returns, lr=0.05, n_iter=50):
    def body(theta, _):
        (loss, _), g = jax.value_and_grad(neg_loglik, has_aux=True)(theta, returns)
        return theta - lr * g / returns.shape[0], loss

    theta, losses = jax.lax.scan(body, theta0, None, length=n_iter)
    _, var_next = neg_loglik(theta, returns)
    return theta, var_next
