import jax
import jax.numpy as jnp


@jax.jit
def simulate_rates(key, r0, kappa, theta, sigma):
    # Vasicek short rate, monthly steps over 10 years
    z = jax.random.normal(key, (2000, 120))
    dt = 1.0 / 12.0

    def step(r, zt):
        r = r + kappa * (theta - r) * dt + sigma * jnp.sqrt(dt) * zt
        return r, r

    _, path = jax.lax.scan(step, jnp.full(2000, r0), z.T)
    return path.T
