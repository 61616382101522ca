import jax
import jax.numpy as jnp
import numpy as np

REGIONS = ["coast", "alps", "capital", "lakes", "wine_country"]
HOTELS_PER_REGION = [7, 4, 12, 5, 3]


@jax.jit
def regional_revpar(revenue, rooms, region_id):
    rev = jax.ops.segment_sum(revenue, region_id, num_segments=len(REGIONS))
    inv = jax.ops.segment_sum(rooms, region_id, num_segments=len(REGIONS))
    return rev / inv


def weekly_snapshot(rng):
    region_id = np.repeat(np.arange(len(REGIONS)), HOTELS_PER_REGION).astype(np.int32)
    rooms = rng.integers(40, 300, len(region_id)).astype(np.float32) * 7
    revenue = rooms * rng.uniform(0.5, 0.9, len(region_id)) * rng.uniform(90, 220, len(region_id))
    return revenue.astype(np.float32), rooms, region_id


def main():
    rng = np.random.default_rng(0)
    for week in range(8):
        revpar = regional_revpar(*weekly_snapshot(rng))
        print(week, dict(zip(REGIONS, np.round(np.asarray(revpar), 1))))


if __name__ == "__main__":
    main()
