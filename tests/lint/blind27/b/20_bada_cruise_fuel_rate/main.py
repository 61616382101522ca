import jax
import jax.numpy as jnp
import numpy as np
from perf import perf_for

S = 122.6  # wing area m^2


@jax.jit
def cruise_fuel_rate(tas, ac, rho):
    q = 0.5 * rho * tas ** 2
    cl = ac.mass * 9.81 / (q * S)
    drag = q * S * (ac.cd0 + ac.k * cl ** 2)
    return ac.cf1 * drag * tas / 1e6


rng = np.random.default_rng(3)
schedule = ["A320", "B738", "A320", "A320", "B738", "A320"]
for flight, icao in enumerate(schedule):
    tas = jnp.asarray(rng.uniform(220, 240, 30), dtype=jnp.float32)
    rho = jnp.float32(0.38)
    ff = cruise_fuel_rate(tas, perf_for(icao), rho)
    print(flight, icao, f"{float(ff.mean()):.3f}")
