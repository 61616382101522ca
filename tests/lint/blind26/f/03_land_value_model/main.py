import jax
import jax.numpy as jnp

GRID = 24

@jax.jit
def update_land_values(values, accessibility, damping):
    neighbors = (jnp.roll(values, 1, 0) + jnp.roll(values, -1, 0)
                 + jnp.roll(values, 1, 1) + jnp.roll(values, -1, 1)) / 4.0
    return damping * (0.7 * values + 0.3 * neighbors) + 0.05 * accessibility

def damping_schedule(period):
    if period == 0:
        return 1
    return 0.98 ** period

key = jax.random.PRNGKey(7)
values = jax.random.uniform(key, (GRID, GRID)) * 100.0
xs = jnp.linspace(-1, 1, GRID)
accessibility = jnp.exp(-(xs[:, None] ** 2 + xs[None, :] ** 2) * 3.0) * 50.0

for period in range(12):
    values = update_land_values(values, accessibility, damping_schedule(period))
    if period % 4 == 0:
        print(period, float(values.mean()))
