import numpy as np

from pipeline.encode import encode_block
from pipeline.shards import chunked, fake_shard

SHARD_SIZES = [230, 245, 212, 260, 199]
CHUNK = 64


def main():
    written = 0
    for shard_id, n in enumerate(SHARD_SIZES):
        parts = [np.asarray(encode_block(block))[:n_valid]
                 for block, n_valid in chunked(fake_shard(shard_id, n), CHUNK)]
        out = np.concatenate(parts)
        written += len(out)
    print("encoded", written, "records")


if __name__ == "__main__":
    main()
