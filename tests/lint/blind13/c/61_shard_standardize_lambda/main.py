import numpy as np

from pipeline import process_shard, read_shard


def main():
    rng = np.random.default_rng(0)
    processed = []
    for shard_id in range(6):
        feats = process_shard(read_shard(rng, shard_id))
        processed.append(feats)
        print(f"shard {shard_id}: mean {feats.mean():+.3f} std {feats.std():.3f}")
    print("total rows", sum(len(p) for p in processed))


if __name__ == "__main__":
    main()
