import jax
import numpy as np

from decoder import GreedyCTCDecoder


def main():
    rng = np.random.default_rng(0)
    log_probs = np.asarray(jax.nn.log_softmax(rng.normal(size=(8, 40, 28)).astype(np.float32), -1))
    decoder = GreedyCTCDecoder()
    for th in [0, 0.25, 0.5, 0.75, 1]:
        decoder.threshold = th
        out = np.asarray(decoder(log_probs))
        print(th, int((out >= 0).sum()))


if __name__ == "__main__":
    main()
