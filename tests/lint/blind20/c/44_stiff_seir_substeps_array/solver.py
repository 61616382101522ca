import equinox as eqx
import jax
import jax.numpy as jnp

N_SUBSTEPS = 56


class SEIRRates(eqx.Module):
    beta: jax.Array
    sigma: jax.Array
    gamma: jax.Array

    def __call__(self, y):
        s, e, i, r = y
        n = y.sum()
        inf = self.beta * s * i / n
        return jnp.stack([-inf, inf - self.sigma * e, self.sigma * e - self.gamma * i, self.gamma * i])


@eqx.filter_jit
def advance_interval(rates, y, dt):
    n_sub = N_SUBSTEPS

    def body(y, _):
        k1 = rates(y)
        k2 = rates(y + 0.5 * dt * k1)
        return y + dt * k2, None

    y, _ = jax.lax.scan(body, y, None, length=n_sub)
    return y
