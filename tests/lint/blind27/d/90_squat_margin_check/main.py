import jax
import jax.numpy as jnp

from records import ROWS, draft_of


@jax.jit
def squat_margin(draft_m, block_coef, speed_kn, depth_m):
    squat = block_coef * speed_kn ** 2 / 100.0
    return depth_m - draft_m - squat


def main():
    for i, row in enumerate(ROWS):
        for laden in (True, False):
            m = squat_margin(draft_of(row, laden), row[4], 9.0, 16.5)
            print(i, laden, jnp.round(m, 2))


if __name__ == "__main__":
    main()
