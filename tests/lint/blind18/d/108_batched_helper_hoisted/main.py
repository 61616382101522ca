import numpy as np

from metrics import snr_db
from utils import batched


def eval_batches(rng, n, batch=8, length=2048):
    for _ in range(n):
        ref = rng.standard_normal((batch, length)).astype(np.float32)
        est = ref + 0.1 * rng.standard_normal((batch, length)).astype(np.float32)
        yield est, ref


batched_snr = batched(snr_db)


def main():
    rng = np.random.default_rng(0)
    scores = []
    for est, ref in eval_batches(rng, 5):
        scores.append(np.asarray(batched_snr(est, ref)))
    print("mean SNR", float(np.concatenate(scores).mean()))


if __name__ == "__main__":
    main()
