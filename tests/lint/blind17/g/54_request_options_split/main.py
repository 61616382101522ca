import functools
import logging
import uuid

import jax
import jax.numpy as jnp
import numpy as np

from options import options_for

log = logging.getLogger("similarity")


@functools.partial(jax.jit, static_argnames=("opts",))
def nearest_items(query, index, opts):
    if opts.normalize:
        query = query / jnp.linalg.norm(query, axis=-1, keepdims=True)
    sims = query @ index.T
    return jax.lax.top_k(sims, opts.num_results)


def handle(request, index):
    opts = options_for(request)
    sims, ids = nearest_items(request["query"], index, opts=opts)
    log.info("trace=%s served %d results", request["trace_id"], ids.shape[-1])
    return ids


def main():
    rng = np.random.default_rng(0)
    index = rng.normal(size=(100, 16)).astype(np.float32)
    index /= np.linalg.norm(index, axis=-1, keepdims=True)
    for _ in range(5):
        request = {"trace_id": uuid.uuid4().hex, "query": rng.normal(size=(1, 16)).astype(np.float32)}
        print(np.asarray(handle(request, index))[0])


if __name__ == "__main__":
    main()
