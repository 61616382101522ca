import jax.numpy as jnp
from assign import msa_assignment

free_time = jnp.array([10.0, 12.0, 15.0, 11.0])
capacity = jnp.array([1800.0, 2200.0, 3000.0, 1500.0])
SCENARIOS = {"quick": 10, "standard": 40, "converged": 120}
for name, iters in SCENARIOS.items():
    flows = msa_assignment(jnp.float32(5000.0), free_time, capacity, iters)
    print(name, jnp.round(flows))
