import functools

import jax
import jax.numpy as jnp
import numpy as np

from routing import plan_route

N_LANES, PTS = 20, 8


@functools.partial(jax.jit, static_argnames=("route",))
def route_progress(lane_points, ego_xy, route):
    idx = jnp.array(route)
    pts = lane_points[idx].reshape(-1, 2)
    seg = jnp.linalg.norm(jnp.diff(pts, axis=0), axis=-1)
    s = jnp.concatenate([jnp.zeros(1), jnp.cumsum(seg)])
    nearest = jnp.argmin(jnp.linalg.norm(pts - ego_xy, axis=-1))
    return s[nearest] / s[-1]


def main():
    rng = np.random.default_rng(4)
    lane_points = jnp.asarray(rng.normal(size=(N_LANES, PTS, 2)).cumsum(1), jnp.float32)
    for episode in range(6):
        route = plan_route(rng, N_LANES)
        ego = jnp.asarray(rng.normal(size=2), jnp.float32)
        print(episode, len(route), float(route_progress(lane_points, ego, route=route)))


if __name__ == "__main__":
    main()
