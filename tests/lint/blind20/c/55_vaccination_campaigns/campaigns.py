import equinox as eqx
import jax
import jax.numpy as jnp


class Campaign(eqx.Module):
    start: jax.Array
    daily_doses: jax.Array


class VaccinationPlan(eqx.Module):
    campaigns: list

    def doses_on(self, t):
        total = jnp.float32(0.0)
        for c in self.campaigns:
            total = total + jnp.where(t >= c.start, c.daily_doses, 0.0)
        return total

    def add(self, start, daily_doses):
        new = Campaign(jnp.float32(start), jnp.float32(daily_doses))
        return VaccinationPlan(self.campaigns + [new])
