import jax
import jax.numpy as jnp
import numpy as np

from zones import load_zones


@jax.jit
def trips_in_zone(lat, lon, bbox):
    lat_min, lat_max, lon_min, lon_max = bbox
    inside = (lat >= lat_min) & (lat <= lat_max) & (lon >= lon_min) & (lon <= lon_max)
    return inside.sum()


def main():
    rng = np.random.default_rng(8)
    lat = jnp.asarray(rng.uniform(40.68, 40.82, 2000), jnp.float32)
    lon = jnp.asarray(rng.uniform(-74.03, -73.92, 2000), jnp.float32)
    zones = load_zones()
    for day in range(3):
        for name, bbox in zones.items():
            print(day, name, int(trips_in_zone(lat, lon, bbox)))


if __name__ == "__main__":
    main()
