import jax
import jax.numpy as jnp
import numpy as np

from tides import tide_at

CHART_DEPTH = jnp.array([12.0, 11.5, 13.2, 10.8, 12.6])


@jax.jit
def ukc(draft, squat_coef, speed_kn, tide_m):
    squat = squat_coef * speed_kn ** 2 / 100.0
    return CHART_DEPTH + tide_m - draft - squat


def main():
    draft = jnp.float32(11.2)
    plan = [None, 1, 2, None, 3, 4, 5]
    for h in plan:
        clearance = ukc(draft, 0.24, 10.0, tide_at(h))
        print(h, np.round(np.asarray(clearance), 2), bool((clearance > 0.5).all()))


if __name__ == "__main__":
    main()
