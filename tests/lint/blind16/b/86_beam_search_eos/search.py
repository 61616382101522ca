import numpy as np

from step import EOS, expand


def beam_search(table, beam=4, max_len=10):
    tokens = np.full((beam,), 2, np.int32)
    scores = np.zeros((beam,), np.float32)
    scores[1:] = -1e9
    histories = [[] for _ in range(beam)]
    finished = []
    for _ in range(max_len):
        parents, next_tok, next_scores = map(np.array, expand(table, tokens, scores))
        histories = [histories[p] + [int(t)] for p, t in zip(parents, next_tok)]
        done = (next_tok == EOS) & (next_scores > -1e8)
        finished += [(h, float(s)) for h, s, d in zip(histories, next_scores, done) if d]
        next_scores[done] = -1e9          # keep the slot, but it can no longer win
        tokens, scores = next_tok.astype(np.int32), next_scores.astype(np.float32)
        if not (scores > -1e8).any():
            break
    finished += [(h, float(s)) for h, s in zip(histories, scores) if s > -1e8]
    return max(finished, key=lambda x: x[1] / len(x[0]))
