import equinox as eqx
import jax
import jax.numpy as jnp

MAX_CAMPAIGNS = 8


class VaccinationPlan(eqx.Module):
    starts: jax.Array
    daily_doses: jax.Array

    @classmethod
    def empty(cls):
        return cls(jnp.full(MAX_CAMPAIGNS, jnp.inf, dtype=jnp.float32), jnp.zeros(MAX_CAMPAIGNS, jnp.float32))

    def doses_on(self, t):
        return jnp.sum(jnp.where(t >= self.starts, self.daily_doses, 0.0))

    def add(self, slot, start, daily_doses):
        return VaccinationPlan(self.starts.at[slot].set(start), self.daily_doses.at[slot].set(daily_doses))
