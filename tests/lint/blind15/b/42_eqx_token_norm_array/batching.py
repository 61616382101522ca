import equinox as eqx

import numpy as np


class Batch(eqx.Module):
    tokens: np.ndarray
    loss_mask: np.ndarray
    num_tokens: np.ndarray


def make_batch(rng, vocab, batch, seq, pad_id=0):
    lengths = rng.integers(seq // 2, seq + 1, size=batch)
    tokens = rng.integers(1, vocab, (batch, seq)).astype(np.int32)
    mask = (np.arange(seq)[None, :] < lengths[:, None]).astype(np.float32)
    tokens = np.where(mask > 0, tokens, pad_id).astype(np.int32)
    return Batch(tokens, mask, np.float32(mask[:, 1:].sum()))
