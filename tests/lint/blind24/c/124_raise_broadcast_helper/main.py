import numpy as np
import jax
import jax.numpy as jnp


def raise_vector(spec, n):
    return np.broadcast_to(np.asarray(spec, np.float32), (n,)).copy()


@jax.jit
def raise_cost(salaries, raise_pct):
    return (salaries * raise_pct).sum()


rng = np.random.default_rng(0)
sal = rng.normal(75000, 12000, 120).astype(np.float32)
ratings = rng.integers(1, 6, 120)
specs = {"flat_3pct": 0.03, "merit": np.where(ratings >= 4, 0.05, 0.02), "flat_2pct": 0.02}
for name, spec in specs.items():
    print(name, round(float(raise_cost(sal, raise_vector(spec, len(sal)))), 0))
