import jax
import jax.numpy as jnp

from selection import QUERY_BATCH, diverse_top_k
from warmstart import seed_queries


def main():
    feats = jax.random.normal(jax.random.PRNGKey(0), (150, 4))
    W = jax.random.normal(jax.random.PRNGKey(1), (6, 4))
    labelled = jnp.zeros(150, bool).at[seed_queries(feats)].set(True)
    for rnd in range(4):
        logits = feats @ W.T
        p = jax.nn.softmax(logits)
        ent = -jnp.sum(p * jnp.log(p + 1e-9), -1)
        ent = jnp.where(labelled, -jnp.inf, ent)
        picks = diverse_top_k(ent, feats, k=QUERY_BATCH)
        labelled = labelled.at[picks].set(True)
        W = W * 0.9
        print(rnd, int(labelled.sum()))


if __name__ == "__main__":
    main()
