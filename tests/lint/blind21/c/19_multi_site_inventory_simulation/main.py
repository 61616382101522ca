import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np


class BaseStockPolicy(eqx.Module):
    levels: jax.Array

    def order(self, inventory_position, t):
        return jnp.maximum(self.levels[t] - inventory_position, 0.0)


@eqx.filter_jit
def step_period(policy, on_hand, pipeline, demand, t):
    position = on_hand + pipeline.sum(-1)
    q = policy.order(position, t)
    arrived = pipeline[:, 0]
    pipeline = jnp.concatenate([pipeline[:, 1:], q[:, None]], axis=1)
    on_hand = on_hand + arrived - demand
    cost = jnp.where(on_hand > 0, 0.1 * on_hand, -1.5 * on_hand).sum()
    return on_hand, pipeline, cost


def main():
    n_sites, lead_time, horizon = 3, 2, 8
    rng = np.random.default_rng(5)
    seasonal = 20.0 + 5.0 * np.sin(np.arange(horizon) / 2.0)
    policy = BaseStockPolicy(jnp.asarray(np.tile(seasonal[:, None], (1, n_sites)), jnp.float32))
    on_hand = jnp.full((n_sites,), 15.0, jnp.float32)
    pipeline = jnp.zeros((n_sites, lead_time), jnp.float32)
    total = 0.0
    for t in range(horizon):
        demand = jnp.asarray(rng.poisson(10, n_sites), jnp.float32)
        on_hand, pipeline, cost = step_period(policy, on_hand, pipeline, demand, t)
        total += float(cost)
    print(f"total cost over {horizon} periods: {total:.2f}")


if __name__ == "__main__":
    main()
