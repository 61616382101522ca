import jax
import jax.numpy as jnp
import numpy as np

from routes import ROUTES, encode


@jax.jit
def leg_distance(dist, stops):
    return jnp.sum(dist[stops[:-1], stops[1:]])


def main():
    rng = np.random.default_rng(0)
    pts = rng.uniform(0, 300, (12, 2))
    dist = np.linalg.norm(pts[:, None] - pts[None], axis=-1).astype(np.float32)
    np.fill_diagonal(dist, 0.0)
    for r in ROUTES:
        km = leg_distance(dist, encode(r))
        print(r, f"{float(km):.0f} km")


if __name__ == "__main__":
    main()
