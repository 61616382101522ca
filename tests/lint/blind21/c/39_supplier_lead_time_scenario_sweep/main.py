import jax
import jax.numpy as jnp
import numpy as np

from scenarios import SWEEP, sample_lead_times


def scenario_cost(order_split, lead_times, late_penalty):
    arrival = (order_split * lead_times).sum() / order_split.sum()
    late = jnp.maximum(lead_times - 7.0, 0.0)
    return arrival + late_penalty * (order_split * late).sum()


@jax.jit
def expected_cost(order_split, lead_times, late_penalty):
    costs = jax.vmap(scenario_cost, in_axes=(None, 0, None))(order_split, lead_times, late_penalty)
    return costs.mean(), jnp.percentile(costs, 95.0)


def main():
    rng = np.random.default_rng(14)
    split = jnp.asarray([0.5, 0.3, 0.2], jnp.float32)
    for run in SWEEP:
        lead = jnp.asarray(sample_lead_times(rng, run["n_scenarios"], 3))
        mean, p95 = expected_cost(split, lead, jnp.float32(2.0))
        print(f"{run['name']:9s} mean {float(mean):.2f}  p95 {float(p95):.2f}")


if __name__ == "__main__":
    main()
