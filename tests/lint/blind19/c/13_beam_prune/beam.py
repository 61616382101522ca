import numpy as np

from scorer import EOS, expand


def beam_search(table, bos, beam_size, max_len):
    live = [([bos], 0.0)]
    finished = []
    for _ in range(max_len):
        if not live:
            break
        last = np.array([h[-1] for h, _ in live], dtype=np.int32)
        scores = np.array([s for _, s in live], dtype=np.float32)
        cand = np.asarray(expand(table, last, scores))
        flat = np.argsort(-cand, axis=None)[: beam_size - len(finished)]
        vocab = cand.shape[1]
        new_live = []
        for idx in flat:
            b, tok = divmod(int(idx), vocab)
            hyp = (live[b][0] + [tok], float(cand[b, tok]))
            (finished if tok == EOS else new_live).append(hyp)
        live = new_live
    finished.extend(live)
    return sorted(finished, key=lambda h: -h[1])
