import jax
import jax.numpy as jnp


def log_target(x):
    # heavy-ish tailed: product of Student-t(5)
    return jnp.sum(-3.0 * jnp.log1p(x ** 2 / 5.0))


@jax.jit
def mala_chain(key, x, step_size):
    grad = jax.grad(log_target)

    def body(x, k):
        k1, k2 = jax.random.split(k)
        mean_fwd = x + step_size * grad(x)
        prop = mean_fwd + jnp.sqrt(2 * step_size) * jax.random.normal(k1, x.shape)
        mean_bwd = prop + step_size * grad(prop)
        log_q_fwd = -jnp.sum((prop - mean_fwd) ** 2) / (4 * step_size)
        log_q_bwd = -jnp.sum((x - mean_bwd) ** 2) / (4 * step_size)
        log_a = log_target(prop) - log_target(x) + log_q_bwd - log_q_fwd
        acc = jnp.log(jax.random.uniform(k2)) < log_a
        return jnp.where(acc, prop, x), jnp.minimum(1.0, jnp.exp(log_a))
    x, acc = jax.lax.scan(body, x, jax.random.split(key, 25))
    return x, acc.mean()
