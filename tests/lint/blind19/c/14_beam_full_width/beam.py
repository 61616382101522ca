import numpy as np

from scorer import EOS, expand

NEG_INF = -1e9


def beam_search(table, bos, beam_size, max_len):
    tokens = np.full((beam_size, 1), bos, dtype=np.int32)
    scores = np.full((beam_size,), NEG_INF, dtype=np.float32)
    scores[0] = 0.0
    done = np.zeros((beam_size,), dtype=bool)
    for _ in range(max_len):
        if done.all():
            break
        cand = np.array(expand(table, tokens[:, -1], scores))
        vocab = cand.shape[1]
        # a finished beam may only be carried forward unchanged (as EOS, no extra cost)
        cand[done] = NEG_INF
        cand[done, EOS] = scores[done]
        flat = np.argsort(-cand, axis=None)[:beam_size]
        rows, toks = np.divmod(flat, vocab)
        tokens = np.concatenate([tokens[rows], toks[:, None].astype(np.int32)], axis=1)
        scores = cand[rows, toks].astype(np.float32)
        done = done[rows] | (toks == EOS)
    hyps = []
    for row, score in zip(tokens, scores):
        row = [int(t) for t in row]
        if EOS in row:
            row = row[: row.index(EOS) + 1]
        hyps.append((row, float(score)))
    return sorted(hyps, key=lambda h: -h[1])
