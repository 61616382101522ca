import jax
import jax.numpy as jnp

_RUNNERS = {}


def log_post(theta, x):
    loc, log_scale = theta[0], theta[1]
    z = (x - loc) / jnp.exp(log_scale)
    return jnp.sum(-jnp.log1p(z ** 2) - log_scale) - 0.5 * jnp.sum(theta ** 2) / 100.0


def get_runner(model_name, seed, n_steps=200):
    cache_key = (model_name, seed)
    if cache_key not in _RUNNERS:

        @jax.jit
        def run_chain(theta0, x):
            def body(carry, k):
                th, lp = carry
                k1, k2 = jax.random.split(k)
                prop = th + 0.2 * jax.random.normal(k1, th.shape)
                lp_p = log_post(prop, x)
                acc = jnp.log(jax.random.uniform(k2)) < lp_p - lp
                th = jnp.where(acc, prop, th)
                return (th, jnp.where(acc, lp_p, lp)), th

            keys = jax.random.split(jax.random.PRNGKey(seed), n_steps)
            _, draws = jax.lax.scan(body, (theta0, log_post(theta0, x)), keys)
            return draws

        _RUNNERS[cache_key] = run_chain
    return _RUNNERS[cache_key]
