import jax
import jax.numpy as jnp
import numpy as np

from config import QueryConfig
from scoring import query_scores


def main():
    cfg = QueryConfig()
    key = jax.random.PRNGKey(0)
    pool = jax.random.normal(key, (500, 8))
    W = jax.random.normal(jax.random.PRNGKey(1), (8, cfg.n_classes)) * 0.1
    labelled = np.zeros(500, bool)
    for rnd in range(5):
        s = np.array(query_scores(W, pool, cfg=cfg))
        s[labelled] = -np.inf
        picks = np.argsort(-s)[:10]
        labelled[picks] = True
        W = W + 0.05 * jnp.asarray(pool[picks].T @ np.eye(cfg.n_classes)[picks % cfg.n_classes])
        print(f"round {rnd}: labelled {labelled.sum()}")


if __name__ == "__main__":
    main()
