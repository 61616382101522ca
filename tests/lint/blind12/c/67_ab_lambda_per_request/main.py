import numpy as np
import jax

from variants import VARIANTS, bucket, rank_scores


def main():
    rng = np.random.default_rng(0)
    popularity = rng.poisson(30, size=80).astype(np.float32)
    shown = {}
    for user_id in range(7):
        cfg = VARIANTS[bucket(user_id)]
        scorer = jax.jit(lambda u, pop: rank_scores(u, pop, cfg["pop_weight"], cfg["temperature"]))
        top = np.argsort(-np.asarray(scorer(rng.normal(size=8).astype(np.float32), popularity)))[:5]
        shown[user_id] = top.tolist()
    print(shown[0], shown[1])


if __name__ == "__main__":
    main()
