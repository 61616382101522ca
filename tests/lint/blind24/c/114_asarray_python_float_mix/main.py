import numpy as np
import jax
import jax.numpy as jnp

DEFAULT_RAISE = 0.03


@jax.jit
def next_year_cost(salaries, raise_rate, benefits_load):
    return (salaries * (1 + raise_rate) * (1 + benefits_load)).sum()


def department_rate(dept, overrides):
    if dept in overrides:
        return jnp.asarray(overrides[dept])
    return DEFAULT_RAISE


rng = np.random.default_rng(0)
overrides = {"engineering": 0.045, "sales": 0.035}
for dept in ["engineering", "operations", "sales", "legal"]:
    sal = rng.normal(80000, 10000, 40).astype(np.float32)
    cost = next_year_cost(sal, department_rate(dept, overrides), 0.28)
    print(dept, round(float(cost), 0))
