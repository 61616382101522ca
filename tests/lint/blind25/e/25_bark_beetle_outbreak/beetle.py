from functools import partial
import jax
import jax.numpy as jnp

@partial(jax.jit, static_argnames=("n_years",))
def simulate_outbreak(b0, host, params, n_years):
    r, K, kill = params[0], params[1], params[2]
    def step(state, _):
        b, h = state
        b = b * jnp.exp(r * (1 - b / (K * h + 1e-3)))
        h = jnp.maximum(h - kill * b / K, 0.0)
        return (b, h), h
    _, host_path = jax.lax.scan(step, (b0, host), None, length=n_years)
    return host_path
