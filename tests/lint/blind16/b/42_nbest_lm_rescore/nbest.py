import numpy as np

MAX_TOKENS = 12
MAX_NBEST = 8


def fake_decoder_nbest(utt_id, rng):
    """Returns a first-pass n-best list: (token ids, acoustic score)."""
    n = int(rng.integers(2, 9))
    hyps = []
    for _ in range(n):
        length = int(rng.integers(3, MAX_TOKENS))
        hyps.append((rng.integers(1, 40, size=length), float(rng.normal(-20, 3))))
    return hyps


def to_arrays(hyps, n_slots=MAX_NBEST):
    ids = np.zeros((n_slots, MAX_TOKENS), np.int32)
    lens = np.zeros((n_slots,), np.int32)
    am = np.full((n_slots,), -1e9, np.float32)  # empty slots never win
    for i, (toks, score) in enumerate(hyps[:n_slots]):
        ids[i, : len(toks)] = toks
        lens[i] = len(toks)
        am[i] = score
    return ids, lens, am
