import jax
import jax.numpy as jnp


def log_post(theta, y, sigma_tau=2.0):
    mu, log_tau, eta = theta[0], theta[1], theta[2:]
    tau = jnp.exp(log_tau)
    groups = mu + tau * eta
    lp = -0.5 * jnp.sum((y - groups) ** 2)
    lp += -0.5 * jnp.sum(eta ** 2) - 0.5 * mu ** 2 / 25.0
    lp += -0.5 * (log_tau / sigma_tau) ** 2
    return lp


@jax.jit
def rwm_block(key, theta, y, step_size):
    def body(carry, k):
        th, lp, acc = carry
        k1, k2 = jax.random.split(k)
        prop = th + step_size * jax.random.normal(k1, th.shape)
        lp_prop = log_post(prop, y)
        accept = jnp.log(jax.random.uniform(k2)) < lp_prop - lp
        th = jnp.where(accept, prop, th)
        lp = jnp.where(accept, lp_prop, lp)
        return (th, lp, acc + accept), th

    keys = jax.random.split(key, 50)
    (theta, _, acc), trace = jax.lax.scan(body, (theta, log_post(theta, y), jnp.zeros((), theta.dtype)), keys)
    return theta, acc / 50.0, trace
