import numpy as np

TRANSCRIPTS = [
    "anno domini mccclx", "item to the vicar", "received of john smyth",
    "paid for wax candles", "to the churchwardens", "for mending the bell rope",
    "item for bread and wine", "summa totalis",
]


def batches(batch_size=2, width=24):
    for i in range(0, len(TRANSCRIPTS), batch_size):
        texts = TRANSCRIPTS[i:i + batch_size]
        charset = sorted(set("".join(texts)))
        index = {c: k for k, c in enumerate(charset)}
        ids = np.zeros((len(texts), width), np.int32)
        for r, t in enumerate(texts):
            ids[r, :len(t)] = [index[c] for c in t[:width]]
        yield ids, len(charset)
