import jax
import jax.numpy as jnp
import numpy as np

from sensors import SENSORS, poll


@jax.jit
def anomaly_scores(centroid, feats):
    return jnp.linalg.norm(feats - centroid, axis=-1)


def main():
    rng = np.random.default_rng(0)
    centroid = jnp.zeros(6)
    for seq in range(2):
        for sensor in SENSORS:
            msg = poll(rng, sensor, seq)
            scores = anomaly_scores(centroid, msg["features"])
            print(f"{msg['batch_id']}: max distance {float(scores.max()):.3f}")
            centroid = 0.9 * centroid + 0.1 * msg["features"].mean(0)


if __name__ == "__main__":
    main()
