import jax
import jax.numpy as jnp
from sim import simulate_moves
from sensitivity import run_sensitivity

utilities = jnp.array([0.2, 0.5, -0.1, 0.3, 0.0])
base = simulate_moves(jax.random.PRNGKey(0), utilities, 20.0)
print("base", base)
for r in run_sensitivity(utilities, [1, 2, 3]):
    print("alt", r)
