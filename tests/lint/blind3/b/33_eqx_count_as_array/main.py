import numpy as np
import jax.numpy as jnp

from stats import RunningMoments, merge_batch


def sensor_stream(rng, n_batches=8, batch_size=64, n_features=5):
    scale = np.linspace(0.5, 3.0, n_features)
    for _ in range(n_batches):
        yield (rng.normal(size=(batch_size, n_features)) * scale + 1.0).astype(np.float32)


def main():
    rng = np.random.default_rng(3)
    stats = RunningMoments.empty(5)
    for batch in sensor_stream(rng):
        stats = merge_batch(stats, jnp.asarray(batch))
    print("n =", int(stats.count))
    print("mean:", np.round(np.asarray(stats.mean), 3))
    print("std: ", np.round(np.sqrt(np.asarray(stats.variance)), 3))


if __name__ == "__main__":
    main()
