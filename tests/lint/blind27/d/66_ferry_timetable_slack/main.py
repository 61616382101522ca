from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from terminals import ROUTES, served_terminals


@partial(jax.jit, static_argnums=(2,))
def timetable_slack(dep_min, crossing_min, terminals):
    n = len(terminals)
    arr = dep_min + crossing_min
    turn = jnp.roll(dep_min, -1) - arr
    return jnp.min(turn) / n, jnp.mean(turn)


def main():
    rng = np.random.default_rng(0)
    for week in range(6):
        dep = np.sort(rng.uniform(0, 1440, 20)).astype(np.float32)
        cross = rng.uniform(75, 110, 20).astype(np.float32)
        worst, mean = timetable_slack(dep, cross, served_terminals(ROUTES))
        print(week, f"{float(worst):.1f}", f"{float(mean):.1f}")


if __name__ == "__main__":
    main()
