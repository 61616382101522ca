import collections

import jax
import numpy as np

from data import iter_chunks, synthetic_shards
from model import ChurnModel

CHUNK = 32


def main():
    model = ChurnModel()
    params = model.init(jax.random.PRNGKey(0), np.zeros((1, 6), np.float32))
    score_chunk = jax.jit(model.apply)

    totals = collections.defaultdict(list)
    for shard_id, chunk in iter_chunks(synthetic_shards(), CHUNK):
        scores = score_chunk(params, chunk)
        totals[shard_id].extend(np.asarray(scores).tolist())
    for shard_id, scores in sorted(totals.items()):
        print(shard_id, len(scores), round(float(np.mean(scores)), 4))


if __name__ == "__main__":
    main()
