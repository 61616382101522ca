import jax
import jax.numpy as jnp
import numpy as np

from batches import journeys, split


@jax.jit
def od_revenue(j):
    flat = j.origin_zone * 6 + j.dest_zone
    return jax.ops.segment_sum(j.fare, flat, num_segments=36).reshape(6, 6)


def main():
    rng = np.random.default_rng(0)
    for day in range(4):
        j = journeys(rng, 1000)
        am, pm = split(j, 500)
        r_am, r_pm = od_revenue(am), od_revenue(pm)
        print(day, round(float(r_am.sum()), 1), round(float(r_pm.sum()), 1))


if __name__ == "__main__":
    main()
