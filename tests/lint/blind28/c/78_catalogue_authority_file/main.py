import numpy as np

from authority import AuthorityFile


def ingest_batches(rng, n_batches=5, size=6, dim=16):
    for _ in range(n_batches):
        yield rng.normal(size=(size, dim)).astype(np.float32)


def main():
    rng = np.random.default_rng(78)
    names = AuthorityFile(rng.normal(size=(20, 16)).astype(np.float32))
    for b, headings in enumerate(ingest_batches(rng)):
        idx, score = names.reconcile(headings)
        print(b, names.vecs.shape[0], np.round(np.asarray(score), 2).tolist())


if __name__ == "__main__":
    main()
