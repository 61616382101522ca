import numpy as np

from quant import quantize_embeddings


def ingest(shards):
    """Streaming ingestion of freshly computed item embeddings."""
    out = []
    for emb in shards:
        q, scale = quantize_embeddings(emb)
        out.append((np.asarray(q), np.asarray(scale)))
    return out


def compact(segments, bits):
    """Nightly compaction: dequantise old segments, merge, quantise again."""
    merged = np.concatenate([q.astype(np.float32) * s[:, None] for q, s in segments])
    result = []
    for start in range(0, len(merged), 256):
        q, scale = quantize_embeddings(merged[start:start + 256], n_bits=bits)
        result.append((np.asarray(q), np.asarray(scale)))
    return result
