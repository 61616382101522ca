import numpy as np

from index import VectorIndex

DIM = 16


def handle(index, request):
    k = int(request.get("k", 10))
    ids, scores = index.query(np.asarray(request["vector"], np.float32), k=k)
    return {"ids": ids, "scores": [round(s, 3) for s in scores]}


def main():
    rng = np.random.default_rng(0)
    index = VectorIndex(rng.normal(size=(500, DIM)).astype(np.float32))
    requests = [{"vector": rng.normal(size=DIM).tolist(), "k": k} for k in (5, 10, 3, 20, 7, 10)]
    requests.append({"vector": rng.normal(size=DIM).tolist()})
    for req in requests:
        resp = handle(index, req)
        print(len(resp["ids"]), resp["ids"][:3])


if __name__ == "__main__":
    main()
