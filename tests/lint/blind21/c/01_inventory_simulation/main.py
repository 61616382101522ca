import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnums=(2,))
def simulate_policy(params, demand, horizon):
    reorder_point, order_up_to = params

    def period(inv, d):
        order = jnp.where(inv < reorder_point, order_up_to - inv, 0.0)
        inv = inv + order - d
        cost = 0.5 * jnp.maximum(inv, 0.0) + 4.0 * jnp.maximum(-inv, 0.0)
        return jnp.maximum(inv, 0.0), cost

    _, costs = jax.lax.scan(period, order_up_to, demand[:horizon])
    return costs.mean()


def main():
    key = jax.random.PRNGKey(0)
    demand = jax.random.poisson(key, 6.0, (52,)).astype(jnp.float32)
    params = (jnp.float32(8.0), jnp.float32(20.0))
    for horizon in (13, 26, 39, 52):
        cost = simulate_policy(params, demand, horizon)
        print(f"horizon={horizon:2d} weeks  avg cost={float(cost):.3f}")


if __name__ == "__main__":
    main()
