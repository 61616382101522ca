import functools

import jax
import jax.numpy as jnp
import numpy as np

from export import to_coo


@functools.partial(jax.jit, static_argnames="n_out")
def coo_matmul(x, rows, cols, vals, n_out):
    gathered = x[:, rows] * vals
    return jax.ops.segment_sum(gathered.T, cols, num_segments=n_out).T


def main():
    rng = np.random.default_rng(0)
    w = rng.normal(size=(32, 16)).astype(np.float32)
    x = jnp.asarray(rng.normal(size=(8, 32)).astype(np.float32))
    for sparsity in (0.5, 0.7, 0.9):
        thr = np.quantile(np.abs(w), sparsity)
        coo = to_coo(w, thr)
        out = coo_matmul(x, coo["rows"], coo["cols"], coo["vals"], n_out=coo["shape"][1])
        dense = x @ jnp.where(jnp.abs(w) > thr, w, 0.0)
        print(sparsity, len(coo["vals"]), float(jnp.max(jnp.abs(out - dense))))


if __name__ == "__main__":
    main()
