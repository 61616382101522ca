import jax
import jax.numpy as jnp
import numpy as np

from fleet import available_units


@jax.jit
def merit_order_dispatch(demand, p_min, p_max, mc):
    order = jnp.argsort(mc)
    cap = p_max[order]
    cum = jnp.cumsum(cap)
    prev = cum - cap
    dispatched = jnp.clip(demand[:, None] - prev[None, :], 0.0, cap[None, :])
    gen = jnp.zeros_like(dispatched).at[:, order].set(dispatched)
    price = jnp.max(jnp.where(gen > 0, mc[None, :], 0.0), axis=1)
    return gen, price


def main():
    rng = np.random.default_rng(4)
    for day in range(5):
        demand = rng.uniform(500, 1300, 24).astype(np.float32)
        p_min, p_max, mc = available_units(day)
        gen, price = merit_order_dispatch(demand, p_min, p_max, mc)
        print(f"day {day}: mean price {float(price.mean()):.1f} EUR/MWh")


if __name__ == "__main__":
    main()
