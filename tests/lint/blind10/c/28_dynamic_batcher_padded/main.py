import jax
import jax.numpy as jnp
import numpy as np

from batcher import MicroBatcher

EMB_DIM = 16
MAX_BATCH = 32


@jax.jit
def embed_queries(token_counts, proj):
    x = jnp.log1p(token_counts) @ proj
    return x / jnp.maximum(jnp.linalg.norm(x, axis=-1, keepdims=True), 1e-6)


def pad_to(rows, size):
    out = np.zeros((size,) + rows.shape[1:], rows.dtype)
    out[: rows.shape[0]] = rows
    return out


def main():
    rng = np.random.default_rng(0)
    proj = jnp.asarray(rng.normal(size=(64, EMB_DIM)), jnp.float32)
    batcher = MicroBatcher(MAX_BATCH)
    for tick in range(7):
        for _ in range(rng.poisson(20)):
            batcher.submit({"counts": rng.poisson(0.3, size=64).astype(np.float32)})
        requests = batcher.drain()
        if not requests:
            continue
        counts = pad_to(np.stack([r["counts"] for r in requests]), MAX_BATCH)
        emb = embed_queries(counts, proj)[: len(requests)]
        print(f"tick {tick}: served {len(requests)} queued {len(batcher.queue)} emb={emb.shape}")


if __name__ == "__main__":
    main()
