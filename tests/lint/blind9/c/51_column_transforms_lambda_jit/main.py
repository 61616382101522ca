import jax
import numpy as np

from schema import TRANSFORMS, read_batches


def transform_batch(batch):
    out = {}
    for col, values in batch.items():
        fn = TRANSFORMS.get(col)
        out[col] = np.asarray(jax.jit(lambda x: fn(x))(values)) if fn else values
    return out


def main():
    rng = np.random.default_rng(0)
    written = 0
    for i, batch in enumerate(read_batches(rng, 4, 1024)):
        feats = transform_batch(batch)
        written += len(feats["price"])
        print(f"batch {i}: " + ", ".join(f"{k}={v.mean():.3f}" for k, v in feats.items()))
    print("rows written", written)


if __name__ == "__main__":
    main()
