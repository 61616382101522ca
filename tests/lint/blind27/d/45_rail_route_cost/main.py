import jax
import jax.numpy as jnp

from network import distance_matrix, ROUTES


@jax.jit
def route_cost(dist, route, cost_per_km):
    idx = jnp.stack(route)
    km = jnp.sum(dist[idx[:-1], idx[1:]])
    return km, km * cost_per_km


def main():
    dist = distance_matrix(12)
    for r in ROUTES:
        km, cost = route_cost(dist, r, 18.5)
        print(r, f"{float(km):.0f} km", f"EUR {float(cost):.0f}")


if __name__ == "__main__":
    main()
