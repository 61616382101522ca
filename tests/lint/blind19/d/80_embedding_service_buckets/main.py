import jax
import jax.numpy as jnp
import numpy as np

from service import RecommendationHandler

N, D = 150, 16


def propagate(x, s, r, hops=2):
    deg = jax.ops.segment_sum(jnp.ones(s.shape[0]), r, num_segments=N)
    for _ in range(hops):
        x = 0.5 * x + 0.5 * jax.ops.segment_sum(x[s], r, num_segments=N) / jnp.maximum(deg, 1.0)[:, None]
    return x


def main():
    rng = np.random.default_rng(0)
    x = jnp.asarray(rng.normal(size=(N, D)).astype(np.float32))
    s = jnp.asarray(rng.integers(0, N, 500).astype(np.int32))
    r = jnp.asarray(rng.integers(0, N, 500).astype(np.int32))
    handler = RecommendationHandler(jax.jit(propagate)(x, s, r))
    requests = [{"paper_ids": rng.integers(0, N, int(k)).tolist()} for k in (1, 3, 2, 5, 3, 8)]
    for req in requests:
        resp = handler.handle(req)
        print(len(resp["similar"]))


if __name__ == "__main__":
    main()
