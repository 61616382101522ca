import numpy as np

SEQ, VOCAB, SEP = 16, 60, 3


def _pad(seq):
    out = np.zeros(SEQ, dtype=np.int32)
    out[:min(len(seq), SEQ)] = seq[:SEQ]
    return out


def single_sentence_batch(rng, batch_size):
    ids = np.stack([_pad(rng.integers(4, VOCAB, size=rng.integers(5, SEQ))) for _ in range(batch_size)])
    return {"input_ids": ids, "labels": rng.integers(0, 2, size=batch_size).astype(np.int32)}


def pair_batch(rng, batch_size):
    ids, segs = [], []
    for _ in range(batch_size):
        a = rng.integers(4, VOCAB, size=rng.integers(3, 7))
        b = rng.integers(4, VOCAB, size=rng.integers(3, 7))
        ids.append(_pad(np.concatenate([a, [SEP], b])))
        segs.append(_pad(np.concatenate([np.zeros(len(a) + 1), np.ones(len(b))]).astype(np.int32)))
    return {"input_ids": np.stack(ids), "segment_ids": np.stack(segs),
            "labels": rng.integers(0, 2, size=batch_size).astype(np.int32)}


def mixed_task_loader(num_steps, batch_size, seed=0):
    rng = np.random.default_rng(seed)
    for step in range(num_steps):
        if step % 2 == 0:
            yield single_sentence_batch(rng, batch_size)
        else:
            yield pair_batch(rng, batch_size)
