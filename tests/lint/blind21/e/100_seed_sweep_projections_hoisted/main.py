import jax
import numpy as np

from detector import build_scorer

CONFIG = {"n_proj": 16, "n_bins": 10}


def main():
    rng = np.random.default_rng(139)
    train = rng.normal(size=(300, 8)).astype(np.float32)
    test = np.concatenate([rng.normal(size=(45, 8)), rng.normal(4, 1, size=(5, 8))]).astype(np.float32)
    hits = []
    scorer = jax.jit(build_scorer(**CONFIG))
    for seed in range(4):
        scores = np.asarray(scorer(jax.random.PRNGKey(seed), train, test))
        hits.append(int(np.isin(np.argsort(-scores)[:5], np.arange(45, 50)).sum()))
    print(CONFIG, hits)


if __name__ == "__main__":
    main()
