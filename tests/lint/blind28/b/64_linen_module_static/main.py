from functools import partial

import jax
import numpy as np

from model import PingNormalizer


@partial(jax.jit, static_argnums=(0,))
def embed_connections(module, params, x):
    return module.apply(params, x)


def region_embeddings(params, x):
    return embed_connections(PingNormalizer(features=16), params, x)


def main():
    rng = np.random.default_rng(0)
    # per-player connection stats: ping, jitter, packet loss, server hops, ...
    x0 = rng.normal(size=(64, 6)).astype(np.float32)
    params = PingNormalizer(features=16).init(jax.random.PRNGKey(0), x0)
    for region in ["na", "eu", "kr", "br", "oce"]:
        x = rng.normal(size=(64, 6)).astype(np.float32)
        print(region, float(region_embeddings(params, x).std()))


if __name__ == "__main__":
    main()
