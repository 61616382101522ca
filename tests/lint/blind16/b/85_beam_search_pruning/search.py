import numpy as np

from step import EOS, expand


def beam_search(table, beam=4, max_len=10):
    tokens = np.full((beam,), 2, np.int32)
    scores = np.zeros((beam,), np.float32)
    scores[1:] = -1e9
    histories = [[] for _ in range(beam)]
    finished = []
    for _ in range(max_len):
        parents, next_tok, next_scores = map(np.asarray, expand(table, tokens, scores))
        histories = [histories[p] + [int(t)] for p, t in zip(parents, next_tok)]
        alive = next_tok != EOS
        finished += [(h, float(s)) for h, s, a in zip(histories, next_scores, alive) if not a]
        tokens, scores = next_tok[alive], next_scores[alive]
        histories = [h for h, a in zip(histories, alive) if a]
        if len(tokens) == 0:
            break
    finished += list(zip(histories, scores.tolist()))
    return max(finished, key=lambda x: x[1] / len(x[0]))
