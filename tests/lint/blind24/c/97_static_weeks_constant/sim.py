from functools import partial
import jax
import jax.numpy as jnp

PLANNING_WEEKS = 26


@partial(jax.jit, static_argnames="n_weeks")
def simulate_pipeline(key, applicants_per_week, pass_rates, n_weeks=PLANNING_WEEKS):
    def week(carry, k):
        stages = carry
        arrivals = jax.random.poisson(k, applicants_per_week).astype(jnp.float32)
        moved = stages * pass_rates
        stages = jnp.concatenate([jnp.array([arrivals]), moved[:-1]]) + stages * (1 - pass_rates) * 0.5
        return stages, moved[-1]
    keys = jax.random.split(key, n_weeks)
    _, hires = jax.lax.scan(week, jnp.zeros(pass_rates.shape[0]), keys)
    return hires.sum()
