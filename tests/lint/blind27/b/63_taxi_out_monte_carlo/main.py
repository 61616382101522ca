import jax
import jax.numpy as jnp
import numpy as np
from sim import taxi_time_samples


def scenario_key(gate_area, day):
    if gate_area == "remote":
        return jax.random.key(1000 + day)
    return jax.random.PRNGKey(day)


for day in range(3):
    for gate_area in ["terminal", "remote"]:
        s = taxi_time_samples(scenario_key(gate_area, day), jnp.float32(12.0), jnp.float32(3.0))
        print(day, gate_area, f"P90 taxi-out {float(jnp.percentile(s, 90)):.1f} min")
