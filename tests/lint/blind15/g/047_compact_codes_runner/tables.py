import numpy as np

from encode import compact_codes


def merchant_vocab(n):
    return ["<unk>"] + [f"m{i:04d}" for i in range(n)]


def load_day(rng, n_merchants, rows=64):
    vocab = merchant_vocab(n_merchants)
    merchants = rng.choice(vocab[1:], rows)
    return {
        "merchant": compact_codes(merchants, vocab),
        "amount": rng.lognormal(3, 1, rows).astype(np.float32),
    }
