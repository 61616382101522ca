import jax
import jax.numpy as jnp


@jax.jit
def simulate_short_rate(key, r0, kappa, theta, sigma, dt):
    """One week of CIR short-rate paths (full-truncation Euler), daily steps."""
    z = jax.random.normal(key, (2000, 5))

    def step(r, eps):
        r_pos = jnp.maximum(r, 0.0)
        r = r + kappa * (theta - r_pos) * dt + sigma * jnp.sqrt(r_pos * dt) * eps
        return r, r

    _, path = jax.lax.scan(step, jnp.full((2000,), r0), z.T)
    return path.T
