import equinox as eqx
import jax
import jax.numpy as jnp


class RegionalSEIR(eqx.Module):
    region: str = eqx.field(static=True)
    log_beta: jax.Array
    log_sigma: jax.Array
    log_gamma: jax.Array

    def incidence(self, y0, n_days):
        beta, sigma, gamma = jnp.exp(self.log_beta), jnp.exp(self.log_sigma), jnp.exp(self.log_gamma)

        def step(y, _):
            s, e, i, r = y
            n = y.sum()
            inf = beta * s * i / n
            y = jnp.stack([s - inf, e + inf - sigma * e, i + sigma * e - gamma * i, r + gamma * i])
            return y, sigma * e
        _, inc = jax.lax.scan(step, y0, None, length=n_days)
        return inc
