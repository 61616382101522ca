import jax
import jax.numpy as jnp
import numpy as np

from gazetteer import origin_from_port, origin_from_ais

WAYPOINTS = jnp.array([[36.0, -6.0], [31.5, 32.3], [12.6, 43.4], [5.9, 80.0]])


@jax.jit
def distance_to_waypoints(origin):
    lat0, lon0 = jnp.radians(origin[0]), jnp.radians(origin[1])
    lat, lon = jnp.radians(WAYPOINTS[:, 0]), jnp.radians(WAYPOINTS[:, 1])
    a = jnp.sin((lat - lat0) / 2) ** 2 + jnp.cos(lat0) * jnp.cos(lat) * jnp.sin((lon - lon0) / 2) ** 2
    return 2 * 3440.1 * jnp.arcsin(jnp.sqrt(a))


def main():
    for name in ["Rotterdam", "Singapore"]:
        print(name, jnp.round(distance_to_waypoints(origin_from_port(name)), 0))
    for msg in ["AIS,43.10,7.90,12.3", "AIS,35.80,14.50,13.1"]:
        print(msg, jnp.round(distance_to_waypoints(origin_from_ais(msg)), 0))


if __name__ == "__main__":
    main()
