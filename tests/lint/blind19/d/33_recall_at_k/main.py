import jax
import jax.numpy as jnp
import numpy as np

from evaluate import evaluate

N, D = 100, 16


def propagate(x, senders, receivers, hops=2):
    for _ in range(hops):
        agg = jax.ops.segment_sum(x[senders], receivers, num_segments=x.shape[0])
        deg = jax.ops.segment_sum(jnp.ones(senders.shape[0]), receivers, num_segments=x.shape[0])
        x = 0.5 * x + 0.5 * agg / jnp.maximum(deg, 1.0)[:, None]
    return x


def main():
    rng = np.random.default_rng(2)
    edges = rng.integers(0, N, (400, 2))
    train, test = edges[:340], edges[340:]
    x = jnp.asarray(rng.normal(size=(N, D)).astype(np.float32))
    s = jnp.asarray(np.concatenate([train[:, 0], train[:, 1]]).astype(np.int32))
    r = jnp.asarray(np.concatenate([train[:, 1], train[:, 0]]).astype(np.int32))
    emb = jax.jit(propagate)(x, s, r)
    queries = np.unique(test[:, 0])[:12]
    print("recall", evaluate(emb, test, queries))


if __name__ == "__main__":
    main()
