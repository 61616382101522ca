import jax
import jax.numpy as jnp
import numpy as np

from routing import plan_route

N_LANES, PTS = 20, 8


@jax.jit
def route_progress(lane_points, ego_xy, route_ids, route_valid):
    pts = lane_points[route_ids].reshape(-1, 2)
    pt_valid = jnp.repeat(route_valid, PTS)
    seg = jnp.linalg.norm(jnp.diff(pts, axis=0), axis=-1) * pt_valid[1:]
    s = jnp.concatenate([jnp.zeros(1), jnp.cumsum(seg)])
    dist = jnp.where(pt_valid, jnp.linalg.norm(pts - ego_xy, axis=-1), jnp.inf)
    nearest = jnp.argmin(dist)
    return s[nearest] / s[-1]


def main():
    rng = np.random.default_rng(4)
    lane_points = jnp.asarray(rng.normal(size=(N_LANES, PTS, 2)).cumsum(1), jnp.float32)
    for episode in range(6):
        ids, valid = plan_route(rng, N_LANES)
        ego = jnp.asarray(rng.normal(size=2), jnp.float32)
        print(episode, int(valid.sum()), float(route_progress(lane_points, ego, ids, valid)))


if __name__ == "__main__":
    main()
