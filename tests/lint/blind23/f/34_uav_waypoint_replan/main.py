import numpy as np
import jax
import jax.numpy as jnp

from planner import initial_route, replan


@jax.jit
def route_cost(pos, waypoints):
    pts = jnp.stack(waypoints)
    legs = jnp.linalg.norm(pts[1:] - pts[:-1], axis=1).sum()
    to_first = jnp.linalg.norm(pts[0] - pos)
    climb = jnp.sum(jnp.abs(jnp.diff(pts[:, 2])))
    return legs + to_first + 5.0 * climb


def main():
    route = initial_route()
    pos = jnp.array([-50.0, -20.0, 90.0])
    rng = np.random.default_rng(2)
    for k in range(6):
        print(k, float(route_cost(pos, route)))
        if k % 2 == 1:
            route = replan(route, rng.uniform(0, 400, 2).astype(np.float32))
        pos = pos + jnp.array([10.0, 5.0, 0.0])


if __name__ == "__main__":
    main()
