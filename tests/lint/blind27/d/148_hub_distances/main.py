import jax
import jax.numpy as jnp

from positions import from_port, from_ais

HUBS = jnp.array([[36.0, -6.0], [31.5, 32.3], [12.6, 43.4], [5.9, 80.0]])


@jax.jit
def nm_to_hubs(origin):
    lat0, lon0 = jnp.radians(origin[0]), jnp.radians(origin[1])
    lat, lon = jnp.radians(HUBS[:, 0]), jnp.radians(HUBS[:, 1])
    a = jnp.sin((lat - lat0) / 2) ** 2 + jnp.cos(lat0) * jnp.cos(lat) * jnp.sin((lon - lon0) / 2) ** 2
    return 2 * 3440.1 * jnp.arcsin(jnp.sqrt(a))


def main():
    for name in ["Rotterdam", "Singapore", "Santos"]:
        print(name, jnp.round(nm_to_hubs(from_port(name))).tolist())
    for msg in ["AIS,43.10,7.90,12.3", "AIS,35.80,14.50,13.1"]:
        print(msg, jnp.round(nm_to_hubs(from_ais(msg))).tolist())


if __name__ == "__main__":
    main()
