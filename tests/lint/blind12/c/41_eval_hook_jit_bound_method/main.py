import numpy as np
import jax
import jax.numpy as jnp

from evaluate import run_eval
from hooks import RankingMetrics

N_ITEMS, DIM = 60, 8


def main():
    rng = np.random.default_rng(0)
    item_emb = jnp.asarray(rng.normal(size=(N_ITEMS, DIM)).astype(np.float32))
    score_fn = jax.jit(lambda u: u @ item_emb.T)
    batches = [(rng.normal(size=(16, DIM)).astype(np.float32),
                rng.integers(0, N_ITEMS, 16).astype(np.int32)) for _ in range(6)]
    print(run_eval(score_fn, batches, hooks=[RankingMetrics(k=10)]))


if __name__ == "__main__":
    main()
