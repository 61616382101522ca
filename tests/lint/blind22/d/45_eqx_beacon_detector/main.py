import jax
import numpy as np

from detector import BeaconDetector, retune, score_hosts

N_BINS = 32


def main():
    rng = np.random.default_rng(0)
    det = BeaconDetector(N_BINS // 2 + 1, jax.random.PRNGKey(0))
    for hour in range(5):
        hists = rng.poisson(3.0, size=(20, N_BINS)).astype(np.float32)
        scores = np.asarray(score_hosts(det, hists))
        fpr = float((scores > 0).mean())
        det = retune(det, fpr)
        print(hour, round(det.margin, 2), fpr)


if __name__ == "__main__":
    main()
