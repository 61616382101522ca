import numpy as np

WORDS = ["the", "movie", "was", "great", "awful", "plot", "acting", "boring",
         "loved", "hated", "it", "a", "fine", "film", "really", "not"]


def build_vocab(words):
    vocab = {"<pad>": 0, "<unk>": 1}
    for w in words:
        vocab.setdefault(w, len(vocab))
    return vocab


def synthetic_corpus(n, seed=0):
    rng = np.random.default_rng(seed)
    sents, labels = [], []
    for _ in range(n):
        length = int(rng.integers(3, 25))
        sents.append([WORDS[i] for i in rng.integers(0, len(WORDS), size=length)])
        labels.append(int(rng.integers(0, 2)))
    return sents, labels


def encode(sent, vocab):
    return [vocab.get(w, 1) for w in sent]


def collate(batch_ids):
    longest = max(len(s) for s in batch_ids)
    ids = np.zeros((len(batch_ids), longest), dtype=np.int32)
    mask = np.zeros((len(batch_ids), longest), dtype=np.float32)
    for i, s in enumerate(batch_ids):
        ids[i, :len(s)] = s
        mask[i, :len(s)] = 1.0
    return ids, mask


def batches(sents, labels, vocab, batch_size):
    for start in range(0, len(sents) - batch_size + 1, batch_size):
        chunk = [encode(s, vocab) for s in sents[start:start + batch_size]]
        ids, mask = collate(chunk)
        yield ids, mask, np.asarray(labels[start:start + batch_size], dtype=np.int32)
