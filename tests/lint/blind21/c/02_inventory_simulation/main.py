import jax
import jax.numpy as jnp


@jax.jit
def simulate_policy(params, demand, horizon):
    reorder_point, order_up_to = params
    weeks = jnp.arange(demand.shape[0])
    active = (weeks < horizon).astype(jnp.float32)

    def period(inv, inputs):
        d, live = inputs
        order = jnp.where(inv < reorder_point, order_up_to - inv, 0.0)
        inv = inv + order - d
        cost = 0.5 * jnp.maximum(inv, 0.0) + 4.0 * jnp.maximum(-inv, 0.0)
        return jnp.maximum(inv, 0.0), cost * live

    _, costs = jax.lax.scan(period, order_up_to, (demand, active))
    return costs.sum() / active.sum()


def main():
    key = jax.random.PRNGKey(0)
    demand = jax.random.poisson(key, 6.0, (52,)).astype(jnp.float32)
    params = (jnp.float32(8.0), jnp.float32(20.0))
    for horizon in (13, 26, 39, 52):
        cost = simulate_policy(params, demand, jnp.int32(horizon))
        print(f"horizon={horizon:2d} weeks  avg cost={float(cost):.3f}")


if __name__ == "__main__":
    main()
