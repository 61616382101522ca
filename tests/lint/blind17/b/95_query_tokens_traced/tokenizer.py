import zlib

NUM_BUCKETS = 2048
MAX_TOKENS = 8


def tokenize(text):
    ids = [zlib.crc32(tok.encode()) % NUM_BUCKETS for tok in text.lower().split()]
    ids = ids[:MAX_TOKENS]
    return ids + [0] * (MAX_TOKENS - len(ids))
