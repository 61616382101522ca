import functools

import jax
import jax.numpy as jnp
import numpy as np

from sensors import SENSORS, poll


@functools.partial(jax.jit, static_argnames=("tag",))
def anomaly_scores(centroid, feats, tag):
    d = jnp.linalg.norm(feats - centroid, axis=-1)
    jax.debug.print("{tag}: max distance {m}", tag=tag, m=d.max())
    return d


def main():
    rng = np.random.default_rng(0)
    centroid = jnp.zeros(6)
    for seq in range(2):
        for sensor in SENSORS:
            msg = poll(rng, sensor, seq)
            scores = anomaly_scores(centroid, msg["features"], tag=msg["batch_id"])
            centroid = 0.9 * centroid + 0.1 * msg["features"].mean(0)


if __name__ == "__main__":
    main()
