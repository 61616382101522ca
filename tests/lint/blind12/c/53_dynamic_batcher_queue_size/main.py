import numpy as np

from batcher import DynamicBatcher

VOCAB, SEQ = 1000, 12


def main():
    rng = np.random.default_rng(0)
    params = {"emb": rng.normal(size=(VOCAB, 16)).astype(np.float32)}
    batcher = DynamicBatcher(params, seq_len=SEQ)
    rid = 0
    served = 0
    for tick in range(7):
        arrivals = int(rng.poisson(6)) + 1
        for _ in range(arrivals):
            batcher.enqueue(rid, rng.integers(0, VOCAB, SEQ).astype(np.int32))
            rid += 1
        served += len(batcher.step())
    print("served", served, "of", rid)


if __name__ == "__main__":
    main()
