import equinox as eqx
import jax
import jax.numpy as jnp


@eqx.filter_jit
def mala_chain(log_density, x0, key, step=0.05, n_steps=50):
    grad = jax.grad(log_density)

    def body(x, k):
        k1, k2 = jax.random.split(k)
        mean_fwd = x + step * grad(x)
        prop = mean_fwd + jnp.sqrt(2 * step) * jax.random.normal(k1, x.shape)
        mean_bwd = prop + step * grad(prop)
        log_q_fwd = -jnp.sum((prop - mean_fwd) ** 2) / (4 * step)
        log_q_bwd = -jnp.sum((x - mean_bwd) ** 2) / (4 * step)
        log_a = log_density(prop) - log_density(x) + log_q_bwd - log_q_fwd
        x = jnp.where(jnp.log(jax.random.uniform(k2)) < log_a, prop, x)
        return x, x

    _, xs = jax.lax.scan(body, x0, jax.random.split(key, n_steps))
    return xs
