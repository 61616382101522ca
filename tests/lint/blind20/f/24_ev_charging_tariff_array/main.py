import jax
import jax.numpy as jnp
import numpy as np

from market import day_ahead_prices

N_CARS = 16


@jax.jit
def charging_plan(energy_need, plug_mask, hourly_price):
    price = jnp.asarray(hourly_price)
    score = jnp.where(plug_mask, -price[None, :], -jnp.inf)
    order = jnp.argsort(-score, axis=1)
    rank = jnp.argsort(order, axis=1)
    hours_needed = jnp.ceil(energy_need / 11.0)[:, None]
    plan = (rank < hours_needed) & plug_mask
    return plan, jnp.sum(plan * price[None, :] * 11.0)


def main():
    rng = np.random.default_rng(0)
    for day in range(5):
        need = rng.uniform(10, 50, N_CARS).astype(np.float32)
        arrive = rng.integers(16, 20, N_CARS)
        mask = (np.arange(24)[None, :] >= arrive[:, None]) | (np.arange(24)[None, :] < 7)
        plan, cost = charging_plan(need, mask, hourly_price=day_ahead_prices(day))
        print(f"day {day}: cost={float(cost):.2f} EUR, hours={int(plan.sum())}")


if __name__ == "__main__":
    main()
