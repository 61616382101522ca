import jax
import jax.numpy as jnp


@jax.jit
def simulate_quarter(snap, market_salary, key):
    gap = (market_salary - snap["salary"]) / market_salary
    p = jax.nn.sigmoid(-2.0 + 3.0 * gap - 0.15 * snap["tenure"])
    leave = jax.random.uniform(key, p.shape) < p
    employed = snap["employed"] & ~leave
    tenure = jnp.where(employed, snap["tenure"] + 0.25, snap["tenure"])
    return {"tenure": tenure, "salary": snap["salary"], "employed": employed}
