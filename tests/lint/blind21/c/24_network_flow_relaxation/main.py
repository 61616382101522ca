import jax.numpy as jnp
import numpy as np

from service import PlanningService


def main():
    rng = np.random.default_rng(11)
    cap = jnp.asarray(rng.uniform(20, 40, (3, 5)), jnp.float32)
    cost = jnp.asarray(rng.uniform(1, 9, (3, 5)), jnp.float32)
    svc = PlanningService(cap, cost)
    for week in range(4):
        demand = jnp.asarray(rng.uniform(10, 30, 5), jnp.float32)
        _, quick = svc.quick_plan(demand)
        _, detailed = svc.detailed_plan(demand, temperature=0.2)
        print(f"week {week}: quick {float(quick):.1f}  detailed {float(detailed):.1f}")


if __name__ == "__main__":
    main()
