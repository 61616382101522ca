import jax
import jax.numpy as jnp
import numpy as np

from sources import from_live_feed, from_warehouse


@jax.jit
def staffing_index(occupancy_grid, staff_per_room):
    peak_by_day = occupancy_grid.max(axis=1)
    return jnp.ceil(peak_by_day * 180 * staff_per_room)


def main():
    rng = np.random.default_rng(0)
    staff_per_room = jnp.float32(0.06)
    for week in range(6):
        grid = from_live_feed(rng) if week >= 3 else from_warehouse(rng)
        print(week, type(grid).__module__.split(".")[0], np.asarray(staffing_index(grid, staff_per_room)).astype(int))


if __name__ == "__main__":
    main()
