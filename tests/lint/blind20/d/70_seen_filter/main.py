import numpy as np

from search import filtered_topk

DIM = 16
N_DOCS = 80


def recommend(doc_emb, query, already_seen):
    return filtered_topk(doc_emb, query, exclude=tuple(sorted(already_seen)))


def main():
    rng = np.random.default_rng(0)
    doc_emb = rng.normal(size=(N_DOCS, DIM)).astype(np.float32)
    seen = set()
    for turn in range(5):
        query = rng.normal(size=(DIM,)).astype(np.float32)
        scores, ids = recommend(doc_emb, query, seen)
        seen.update(int(i) for i in np.asarray(ids)[:2])
        print(turn, np.asarray(ids).tolist())


if __name__ == "__main__":
    main()
