import numpy as np

from jobs import compact, ingest

DIM, SHARD = 32, 256
INDEX_BITS = 8


def main():
    rng = np.random.default_rng(0)
    shards = [rng.normal(size=(SHARD, DIM)).astype(np.float32) for _ in range(4)]
    segments = ingest(shards)
    print("ingested segments:", len(segments))
    compacted = compact(segments, bits=INDEX_BITS)
    err = np.abs(compacted[0][0].astype(np.float32) * compacted[0][1][:, None] - shards[0]).mean()
    print("compacted segments:", len(compacted), f"mean abs error {err:.4f}")


if __name__ == "__main__":
    main()
