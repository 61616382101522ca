import jax
import jax.numpy as jnp

from interventions import active_measures

POP = 1e5
BETA0 = 0.32
GAMMA = 0.1


@jax.jit
def daily_update(y, measures):
    contact = 1.0
    for reduction in jax.tree_util.tree_leaves(measures):
        contact = contact * (1.0 - reduction)
    s, i, r = y
    infect = BETA0 * contact * s * i / POP
    recover = GAMMA * i
    return jnp.stack([s - infect, i + infect - recover, r + recover])


def run(days=70):
    y = jnp.array([POP - 20.0, 20.0, 0.0])
    for day in range(days):
        y = daily_update(y, active_measures(day))
        if day % 10 == 0:
            print(f"day {day:3d}: I={float(y[1]):.0f}")
    return y


if __name__ == "__main__":
    run()
