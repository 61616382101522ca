import equinox as eqx
import jax
import jax.numpy as jnp


class SIRS(eqx.Module):
    beta: jax.Array
    gamma: jax.Array
    waning: jax.Array
    population: float = 1e5

    def rhs(self, y):
        s, i, r = y
        infect = self.beta * s * i / self.population
        recover = self.gamma * i
        lose = self.waning * r
        return jnp.stack([-infect + lose, infect - recover, recover - lose])

    def simulate(self, y0, n_days):
        def step(y, _):
            y = y + self.rhs(y)
            return y, y[1]
        _, prevalence = jax.lax.scan(step, y0, None, length=n_days)
        return prevalence
