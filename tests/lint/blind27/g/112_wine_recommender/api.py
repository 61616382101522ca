import numpy as np

from index import similar_wines


def recommend(catalogue, names, request):
    k = int(request.get("limit", 5))
    scores, idx = similar_wines(catalogue, np.asarray(request["profile"], np.float32), k=k)
    return [(names[i], round(float(s), 3)) for s, i in zip(scores, idx)]
