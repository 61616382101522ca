import jax.numpy as jnp

from data import MAX_CUSTOMERS, daily_instances
from model import relax_step


def plan_day(coords, demand, mask, capacity, steps=5, lr=0.1):
    n = MAX_CUSTOMERS + 1
    logits = jnp.zeros((n, n), dtype=jnp.float32)
    cost = None
    for _ in range(steps):
        logits, cost = relax_step(logits, coords, demand, mask, capacity, lr)
    return cost


def main():
    capacity = jnp.float32(15.0)
    for day, (coords, demand, mask) in enumerate(daily_instances(seed=3, days=5)):
        cost = plan_day(jnp.asarray(coords), jnp.asarray(demand), jnp.asarray(mask), capacity)
        print(f"day {day}: {int(mask.sum()) - 1} customers, relaxed cost {float(cost):.2f}")


if __name__ == "__main__":
    main()
