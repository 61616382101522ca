import jax
import numpy as np

from encoder import QueryEncoder, make_encode_fn
from service import SEQ_LEN, QueryBatcher

ARRIVALS = [3, 7, 1, 12, 5, 7]


def main():
    rng = np.random.default_rng(0)
    model = QueryEncoder()
    params = model.init(jax.random.PRNGKey(0), np.zeros((1, SEQ_LEN), np.int32))
    batcher = QueryBatcher(make_encode_fn(model), params)
    rid = 0
    for n in ARRIVALS:
        for _ in range(n):
            batcher.submit(rid, rng.integers(0, 100, size=(SEQ_LEN,), dtype=np.int32))
            rid += 1
        out = batcher.flush()
        print("served", len(out))


if __name__ == "__main__":
    main()
