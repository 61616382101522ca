import jax
import jax.numpy as jnp
import numpy as np

from network import active_lanes


@jax.jit
def lane_flow_cost(flows, unit_cost, active):
    return jnp.where(active, flows * unit_cost, 0.0).sum()


def main():
    rng = np.random.default_rng(4)
    unit_cost = jnp.asarray(rng.uniform(1, 4, 7), jnp.float32)
    for day in range(6):
        status = np.where(rng.uniform(size=7) < 0.8, "open", "closed")
        mask = active_lanes(status, all_open=(day % 3 == 0))
        flows = jnp.asarray(rng.uniform(0, 10, 7), jnp.float32)
        cost = lane_flow_cost(flows, unit_cost, jnp.asarray(mask))
        print(f"day {day}: lane cost {float(cost):.1f}")


if __name__ == "__main__":
    main()
