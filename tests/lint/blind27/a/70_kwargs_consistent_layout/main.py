import numpy as np
import jax.numpy as jnp

from jobs import nightly_batch, realtime_check


def main():
    rng = np.random.default_rng(192)
    centroids = jnp.asarray(rng.normal(size=(6, 8)), jnp.float32)
    scale = jnp.asarray(rng.uniform(0.5, 2.0, 8), jnp.float32)
    for night in range(3):
        feats = jnp.asarray(rng.normal(size=(64, 8)), jnp.float32)
        s = nightly_batch(centroids, feats, scale)
        rt = realtime_check(centroids, feats[::-1], scale)
        print(night, round(float(s.max()), 3), round(float(rt.mean()), 3))


if __name__ == "__main__":
    main()
