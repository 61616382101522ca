import jax
import jax.numpy as jnp
import numpy as np

from store import EmbeddingStore


@jax.jit
def topic_shares(emb, centroids):
    sims = emb @ centroids.T
    assign = jax.nn.softmax(sims * 4.0, axis=-1)
    return assign.mean(0)


TOPICS = ["cleanliness", "staff", "location", "value", "food", "noise"]


def main():
    store = EmbeddingStore()
    centroids = jax.random.normal(jax.random.PRNGKey(0), (len(TOPICS), 64))
    centroids = centroids / jnp.linalg.norm(centroids, axis=1, keepdims=True)
    for m in range(12):
        shares = topic_shares(store.month(m), centroids)
        top = TOPICS[int(jnp.argmax(shares))]
        print(f"month {m + 1:2d} top topic {top}")


if __name__ == "__main__":
    main()
