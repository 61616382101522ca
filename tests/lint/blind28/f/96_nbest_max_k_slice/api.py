import numpy as np

from nbest import MAX_K, topk_letters

ALPHABET = "abcdefghijklmnopqrstuvwxyz"


def handle_request(req, log_probs):
    k = min(int(req.get("n_best", 3)), MAX_K)
    idx, probs = topk_letters(log_probs)
    idx, probs = np.asarray(idx)[:, :k], np.asarray(probs)[:, :k]
    return [[(ALPHABET[j], round(float(p), 3)) for j, p in zip(row, prow)] for row, prow in zip(idx, probs)]
