import jax
import jax.numpy as jnp

@jax.jit
def budworm_years(b0, foliage0, params, n_years):
    r, K, eat = params[0], params[1], params[2]
    def body(_, state):
        b, f = state
        b = b * jnp.exp(r * (1 - b / (K * f + 1e-3)))
        f = jnp.clip(f + 0.1 * (1 - f) - eat * b / K, 0.0, 1.0)
        return b, f
    return jax.lax.fori_loop(0, n_years, body, (b0, foliage0))
