import jax
import jax.numpy as jnp
import numpy as np

from scenarios import SWEEP, sample_lead_times

CHUNK = 16


def scenario_cost(order_split, lead_times, late_penalty):
    arrival = (order_split * lead_times).sum() / order_split.sum()
    late = jnp.maximum(lead_times - 7.0, 0.0)
    return arrival + late_penalty * (order_split * late).sum()


@jax.jit
def chunk_costs(order_split, lead_times, late_penalty):
    return jax.vmap(scenario_cost, in_axes=(None, 0, None))(order_split, lead_times, late_penalty)


def evaluate(split, lead, penalty):
    parts = [
        chunk_costs(split, lead[i:i + CHUNK], penalty)
        for i in range(0, lead.shape[0], CHUNK)
    ]
    costs = np.concatenate([np.asarray(p) for p in parts])
    return costs.mean(), np.percentile(costs, 95.0)


def main():
    rng = np.random.default_rng(14)
    split = jnp.asarray([0.5, 0.3, 0.2], jnp.float32)
    for run in SWEEP:
        assert run["n_scenarios"] % CHUNK == 0
        lead = sample_lead_times(rng, run["n_scenarios"], 3)
        mean, p95 = evaluate(split, lead, jnp.float32(2.0))
        print(f"{run['name']:9s} mean {mean:.2f}  p95 {p95:.2f}")


if __name__ == "__main__":
    main()
