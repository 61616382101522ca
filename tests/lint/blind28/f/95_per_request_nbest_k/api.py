import numpy as np

from nbest import nbest_letters

ALPHABET = "abcdefghijklmnopqrstuvwxyz"


def handle_request(req, log_probs):
    k = int(req.get("n_best", 3))
    idx, probs = nbest_letters(log_probs, k=k)
    return [[(ALPHABET[j], round(float(p), 3)) for j, p in zip(row, prow)] for row, prow in zip(np.asarray(idx), np.asarray(probs))]
