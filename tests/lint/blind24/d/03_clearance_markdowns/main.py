import jax
import jax.numpy as jnp
import numpy as np

rng = np.random.default_rng(1)
base_price = jnp.asarray(rng.uniform(20, 80, size=50), dtype=jnp.float32)
elasticity = jnp.asarray(rng.uniform(-2.5, -0.8, size=50), dtype=jnp.float32)
base_units = jnp.asarray(rng.integers(10, 200, size=50), dtype=jnp.float32)

# price multipliers for each week of the clearance season
markdown_plan = [1, 0.9, 0.8, 0.7, 0.5, 0.5]


@jax.jit
def weekly_revenue(multiplier, base_price, elasticity, base_units):
    price = base_price * multiplier
    units = base_units * multiplier ** elasticity
    return jnp.sum(price * units)


total = 0.0
for week, m in enumerate(markdown_plan):
    rev = weekly_revenue(m, base_price, elasticity, base_units)
    total += float(rev)
    print(f"week {week}: revenue {float(rev):.1f}")
print("season revenue", round(total, 1))
