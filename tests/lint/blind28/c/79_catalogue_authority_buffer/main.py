import numpy as np

from authority import AuthorityFile


def main():
    rng = np.random.default_rng(78)
    names = AuthorityFile(rng.normal(size=(20, 16)).astype(np.float32))
    for b in range(5):
        headings = rng.normal(size=(6, 16)).astype(np.float32)
        idx, score = names.reconcile(headings)
        print(b, names.count, np.round(np.asarray(score), 2).tolist())


if __name__ == "__main__":
    main()
