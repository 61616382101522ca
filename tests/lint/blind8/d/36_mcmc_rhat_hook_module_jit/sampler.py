import jax
import jax.numpy as jnp


def make_mala_step(logdensity, step_size):
    grad_fn = jax.grad(logdensity)

    def log_q(x_to, x_from):
        mean = x_from + step_size * grad_fn(x_from)
        return -jnp.sum((x_to - mean) ** 2) / (4 * step_size)

    def step(key, x):
        k1, k2 = jax.random.split(key)
        prop = x + step_size * grad_fn(x) + jnp.sqrt(2 * step_size) * jax.random.normal(k1, x.shape)
        log_ratio = logdensity(prop) - logdensity(x) + log_q(x, prop) - log_q(prop, x)
        accept = jnp.log(jax.random.uniform(k2)) < log_ratio
        return jnp.where(accept, prop, x)

    return step


def run_chains(key, logdensity, init, n_iter, window, step_size=0.1, callback=None):
    """Run parallel MALA chains; `callback(i, draws)` receives the last `window` draws."""
    step = jax.jit(jax.vmap(make_mala_step(logdensity, step_size)))
    n_chains = init.shape[0]
    x, draws = init, []
    for i in range(n_iter):
        key, sub = jax.random.split(key)
        x = step(jax.random.split(sub, n_chains), x)
        draws.append(x)
        if callback is not None and (i + 1) % window == 0:
            callback(i + 1, jnp.stack(draws[-window:], axis=1))
    return jnp.stack(draws, axis=1)
