import jax
import jax.numpy as jnp
from sim import simulate_pipeline, PLANNING_WEEKS

SCENARIOS = {
    "current": (40.0, [0.5, 0.4, 0.6, 0.8]),
    "better_screening": (40.0, [0.4, 0.55, 0.65, 0.8]),
    "more_sourcing": (60.0, [0.5, 0.4, 0.6, 0.8]),
}
key = jax.random.PRNGKey(0)
for name, (apw, rates) in SCENARIOS.items():
    key, sub = jax.random.split(key)
    hires = simulate_pipeline(sub, apw, jnp.array(rates), n_weeks=PLANNING_WEEKS)
    print(name, round(float(hires), 1))
