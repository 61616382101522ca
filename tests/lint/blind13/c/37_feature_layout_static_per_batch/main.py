from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from features import layout_for

VOCAB, DIM = 1000, 8
FIELDS = ("hist_items", "hist_shops", "user_id", "device")


@partial(jax.jit, static_argnums=(2,))
def embed_and_pool(table, ids, layout):
    emb = table[ids]                                  # [B, F, D]
    mean_cols = layout.columns("mean")
    sum_cols = layout.columns("sum")
    pooled_mean = emb[:, mean_cols].mean(1)
    pooled_sum = emb[:, sum_cols].sum(1)
    return jnp.concatenate([pooled_mean, pooled_sum], axis=-1)


def request_batches(rng, n, batch_size=16):
    for _ in range(n):
        yield {"fields": list(FIELDS), "ids": rng.integers(0, VOCAB, (batch_size, len(FIELDS)))}


def main():
    rng = np.random.default_rng(1)
    table = jax.random.normal(jax.random.PRNGKey(0), (VOCAB, DIM))
    for i, batch in enumerate(request_batches(rng, 6)):
        layout = layout_for(batch)
        feats = embed_and_pool(table, batch["ids"], layout)
        print(f"batch {i}: features {feats.shape} norm {float(jnp.linalg.norm(feats)):.2f}")


if __name__ == "__main__":
    main()
