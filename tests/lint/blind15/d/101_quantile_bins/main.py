import functools

import jax
import jax.numpy as jnp
import numpy as np

from binning import fit_bins


@functools.partial(jax.jit, static_argnames=("edges",))
def bucketize(values, edges):
    idx = jnp.digitize(values, jnp.array(edges))
    return jax.nn.one_hot(idx, len(edges) + 1)


def main():
    rng = np.random.default_rng(0)
    for shard in range(4):
        dwell = rng.lognormal(mean=1.0, sigma=0.5, size=256).astype(np.float32)
        edges = fit_bins(dwell)
        onehot = bucketize(dwell, edges=edges)
        print(shard, onehot.shape, np.asarray(onehot.sum(0)).astype(int).tolist())


if __name__ == "__main__":
    main()
