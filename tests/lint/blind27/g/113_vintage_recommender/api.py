import numpy as np

from index import nearest_vintages, MAX_RESULTS


def recommend(catalogue, names, request):
    k = min(int(request.get("limit", 5)), MAX_RESULTS)
    scores, idx = nearest_vintages(catalogue, np.asarray(request["profile"], np.float32))
    return [(names[i], round(float(s), 3)) for s, i in zip(scores[:k], idx[:k])]
