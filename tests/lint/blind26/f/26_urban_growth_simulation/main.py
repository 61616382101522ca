import jax.numpy as jnp
from simulate import growth_paths

SCENARIOS = {"baseline": (20, 0.015, 2.0e6), "compact": (25, 0.02, 2.4e6),
             "sprawl": (30, 0.025, 3.0e6), "infill": (15, 0.018, 2.2e6)}

pop0 = jnp.float32(1.2e6)
for name, (horizon, g, cap) in SCENARIOS.items():
    path = growth_paths(pop0, jnp.float32(g), jnp.float32(cap))
    print(f"{name:9s} year {horizon}: {float(path[horizon - 1]):,.0f}")
