from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from resample import cluster_resample, pad_rows

N_ROWS = 400
N_CLUSTERS = 20


@partial(jax.jit, static_argnames="n_clusters")
def clustered_effect(cluster_ids, y, treat, weight, n_clusters):
    cy = jax.ops.segment_sum(y * treat * weight, cluster_ids, num_segments=n_clusters)
    cn = jax.ops.segment_sum(treat * weight, cluster_ids, num_segments=n_clusters)
    cy0 = jax.ops.segment_sum(y * (1 - treat) * weight, cluster_ids, num_segments=n_clusters)
    cn0 = jax.ops.segment_sum((1 - treat) * weight, cluster_ids, num_segments=n_clusters)
    return jnp.sum(cy) / jnp.sum(cn) - jnp.sum(cy0) / jnp.sum(cn0)


def main():
    rng = np.random.default_rng(7)
    cluster_ids = rng.integers(0, N_CLUSTERS, N_ROWS).astype(np.int32)
    treat = (cluster_ids % 2).astype(np.float32)
    y = (rng.normal(size=N_ROWS) + 0.3 * treat).astype(np.float32)

    estimates = []
    for b in range(6):
        cid, yb, tb = cluster_resample(rng, cluster_ids, y, treat)
        weight = pad_rows(np.ones(len(yb), np.float32), N_ROWS * 2)
        est = clustered_effect(pad_rows(cid, N_ROWS * 2), pad_rows(yb, N_ROWS * 2),
                               pad_rows(tb, N_ROWS * 2), weight,
                               n_clusters=N_CLUSTERS)
        estimates.append(float(est))
    print("bootstrap se", np.std(estimates))


if __name__ == "__main__":
    main()
