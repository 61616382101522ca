import equinox as eqx
import jax
import numpy as np

from rerank import build_reranker, rerank

N_CAND, N_FEAT, EMB = 40, 8, 16


def main():
    relevance = eqx.nn.MLP(N_FEAT, 1, width_size=16, depth=1, key=jax.random.PRNGKey(0))
    rng = np.random.default_rng(0)
    for req in range(6):
        feats = rng.normal(size=(N_CAND, N_FEAT)).astype(np.float32)
        emb = rng.normal(size=(N_CAND, EMB)).astype(np.float32)
        emb /= np.linalg.norm(emb, axis=1, keepdims=True)
        model = build_reranker(relevance, diversity_weight=0.3)
        order, scores = rerank(model, feats, emb)
        print(f"request {req}: top {np.asarray(order)[:5]}")


if __name__ == "__main__":
    main()
