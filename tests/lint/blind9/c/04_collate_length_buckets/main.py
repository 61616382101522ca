import jax
import jax.numpy as jnp
import numpy as np

from data import BucketCollator, batched, load_corpus

VOCAB, DIM, BATCH = 1000, 32, 8


@jax.jit
def embed_documents(table, tokens, mask):
    vecs = table[tokens] * mask[..., None]
    pooled = vecs.sum(axis=1) / jnp.maximum(mask.sum(axis=1, keepdims=True), 1.0)
    return pooled / jnp.linalg.norm(pooled, axis=-1, keepdims=True)


def main():
    table = jax.random.normal(jax.random.PRNGKey(42), (VOCAB, DIM))
    docs = load_corpus(64, VOCAB)
    # group similar lengths together so most batches land in a small bucket
    docs.sort(key=len)
    index = []
    for batch in batched(docs, BATCH, BucketCollator()):
        emb = embed_documents(table, batch["tokens"], batch["mask"])
        index.append(np.asarray(emb))
    index = np.concatenate(index)
    print("index:", index.shape, "mean norm", float(np.linalg.norm(index, axis=1).mean()))


if __name__ == "__main__":
    main()
