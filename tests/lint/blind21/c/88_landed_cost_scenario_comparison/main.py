import jax
import jax.numpy as jnp
import numpy as np

from scenarios import SCENARIO_SHEETS, load_weights


@jax.jit
def landed_cost(flows, unit_costs, weights):
    total = 0.0
    for name, w in weights.items():
        total = total + w * (flows * unit_costs[name]).sum()
    return total


def main():
    rng = np.random.default_rng(1)
    flows = jnp.asarray(rng.uniform(0, 10, (3, 4)), jnp.float32)
    unit_costs = {
        "transport": jnp.asarray(rng.uniform(1, 3, (3, 4)), jnp.float32),
        "handling": jnp.asarray(rng.uniform(0.5, 1, (3, 4)), jnp.float32),
        "storage": jnp.asarray(rng.uniform(0.1, 0.3, (3, 4)), jnp.float32),
    }
    for name in SCENARIO_SHEETS:
        weights = load_weights(name)
        print(f"{name:5s} landed cost {float(landed_cost(flows, unit_costs, weights)):.2f}")


if __name__ == "__main__":
    main()
