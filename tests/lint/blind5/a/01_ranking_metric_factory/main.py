import numpy as np
import jax
import jax.numpy as jnp

from ranking.metrics import make_ndcg_fn
from ranking.model import init_params, all_scores, bpr_step

N_USERS, N_ITEMS = 64, 200
EVAL_K = 10


def sample_interactions(rng, n):
    users = rng.integers(0, N_USERS, n)
    pos = (users * 3 + rng.integers(0, 5, n)) % N_ITEMS
    neg = rng.integers(0, N_ITEMS, n)
    return users, pos, neg


def build_relevance():
    rel = np.zeros((N_USERS, N_ITEMS), np.float32)
    for u in range(N_USERS):
        rel[u, (u * 3 + np.arange(5)) % N_ITEMS] = 1.0
    return jnp.asarray(rel)


def evaluate(params, relevance):
    ndcg_at_k = make_ndcg_fn(EVAL_K)
    return float(ndcg_at_k(all_scores(params), relevance))


def main():
    rng = np.random.default_rng(0)
    params = init_params(jax.random.PRNGKey(0), N_USERS, N_ITEMS)
    relevance = build_relevance()
    for epoch in range(5):
        for _ in range(4):
            u, p, n = sample_interactions(rng, 256)
            params, loss = bpr_step(params, jnp.asarray(u), jnp.asarray(p), jnp.asarray(n))
        print(f"epoch {epoch} loss {float(loss):.4f} ndcg@{EVAL_K} {evaluate(params, relevance):.4f}")


if __name__ == "__main__":
    main()
