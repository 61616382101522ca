from functools import partial

import numpy as np
import jax

from variants import VARIANTS, bucket, rank_scores

SCORERS = {name: jax.jit(partial(rank_scores, **cfg)) for name, cfg in VARIANTS.items()}


def main():
    rng = np.random.default_rng(0)
    popularity = rng.poisson(30, size=80).astype(np.float32)
    shown = {}
    for user_id in range(7):
        scorer = SCORERS[bucket(user_id)]
        top = np.argsort(-np.asarray(scorer(rng.normal(size=8).astype(np.float32), popularity)))[:5]
        shown[user_id] = top.tolist()
    print(shown[0], shown[1])


if __name__ == "__main__":
    main()
