import numpy as np

from etl.stages import MapStage, Pipeline
from etl.transforms import log_scale, zscore_rows


def read_batches(n, rows=64, cols=10, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n):
        yield rng.gamma(2.0, 3.0, size=(rows, cols)).astype(np.float32)


def main():
    pipe = Pipeline(MapStage("log", log_scale), MapStage("zscore", zscore_rows))
    total = 0
    for i, out in enumerate(pipe(read_batches(6))):
        total += out.shape[0]
        print(f"batch {i}: mean={float(out.mean()):+.4f}")
    print("rows processed:", total)


if __name__ == "__main__":
    main()
