import jax.numpy as jnp
import numpy as np

from heuristics import next_stop


def nearest_neighbour_tour(coords):
    route = [0]
    for _ in range(coords.shape[0] - 1):
        route.append(int(next_stop(coords, jnp.asarray(route, jnp.int32))))
    return route


def tour_length(coords, route):
    pts = np.asarray(coords)[route + [0]]
    return float(np.sqrt(((pts[1:] - pts[:-1]) ** 2).sum(-1)).sum())


def main():
    rng = np.random.default_rng(0)
    coords = jnp.asarray(rng.uniform(0, 10, (8, 2)), jnp.float32)
    route = nearest_neighbour_tour(coords)
    print("route", route, "length", round(tour_length(coords, route), 2))


if __name__ == "__main__":
    main()
