import jax
import jax.numpy as jnp
import numpy as np

from data import candidate_stream

DIM = 16


def init_params(key):
    k1, k2 = jax.random.split(key)
    return {
        "w_q": jax.random.normal(k1, (DIM, DIM)) * 0.1,
        "w_d": jax.random.normal(k2, (DIM, DIM)) * 0.1,
    }


@jax.jit
def rerank_scores(params, query, cands, mask):
    q = jnp.tanh(query @ params["w_q"])
    d = jnp.tanh(cands @ params["w_d"])
    return jnp.where(mask, d @ q, -jnp.inf)


def main():
    params = init_params(jax.random.PRNGKey(0))
    mrr = []
    for qid, query, cands, mask, labels in candidate_stream(6, DIM):
        scores = rerank_scores(params, query, cands, mask)
        order = np.argsort(-np.asarray(scores))
        rank = int(np.where(labels[order] == 1.0)[0][0]) + 1
        mrr.append(1.0 / rank)
    print("MRR", float(np.mean(mrr)))


if __name__ == "__main__":
    main()
