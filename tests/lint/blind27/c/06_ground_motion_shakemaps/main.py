import jax
import jax.numpy as jnp

SCENARIOS = [
    {"name": "M5 shallow", "mag": 5, "depth": 5},
    {"name": "M6.5 crustal", "mag": 6.5, "depth": 12.0},
    {"name": "M7 deep", "mag": 7, "depth": 30},
    {"name": "M4.5 swarm", "mag": 4.5, "depth": 3.5},
]


@jax.jit
def pgv_field(mag, depth, dist):
    r = jnp.sqrt(dist ** 2 + depth ** 2)
    return 10 ** (-1.9 + 0.55 * mag - 1.2 * jnp.log10(r + 10.0))


def as_scenario(entry):
    return float(entry["mag"]), float(entry["depth"])


xs = jnp.linspace(-60.0, 60.0, 41)
dist = jnp.sqrt(xs[:, None] ** 2 + xs[None, :] ** 2)
for sc in SCENARIOS:
    mag, depth = as_scenario(sc)
    field = pgv_field(mag, depth, dist)
    print(sc["name"], float(field.max()), float((field > 1.0).mean()))
