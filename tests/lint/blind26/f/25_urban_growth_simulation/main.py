import jax.numpy as jnp
from scenarios import SCENARIOS
from simulate import simulate_growth

pop0 = jnp.float32(1.2e6)
for sc in SCENARIOS:
    path = simulate_growth(pop0, sc.growth, sc.capacity, years=sc.horizon)
    print(f"{sc.name:9s} {sc.horizon} {float(path[-1]):,.0f}")
