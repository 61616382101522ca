import jax
import jax.numpy as jnp

from scenario import Scenario

if __name__ == "__main__":
    key = jax.random.PRNGKey(0)
    for replicate in range(3):
        for name, r0 in (("baseline", 2.5), ("distancing", 1.6)):
            key, sub = jax.random.split(key)
            scenario = Scenario(name, r0)
            incidence = scenario.run(sub, jnp.float32(10.0))
            print(f"rep {replicate} {name:10s} total {float(incidence.sum()):8.0f}")
