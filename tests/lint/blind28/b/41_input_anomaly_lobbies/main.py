import functools

import jax
import numpy as np

from scoring import anomaly_score


def score_lobby(x, mean, inv_cov):
    fn = jax.jit(functools.partial(anomaly_score, mean=mean, inv_cov=inv_cov, clip=10.0))
    return fn(x)


def main():
    rng = np.random.default_rng(19)
    ref = rng.normal(size=(500, 5)).astype(np.float32)
    mean = ref.mean(0)
    inv_cov = np.linalg.inv(np.cov(ref.T)).astype(np.float32)
    flagged = 0
    for lobby in range(6):
        # input latency, flick speed, tracking error, reaction time, recoil comp
        x = rng.normal(size=(12, 5)).astype(np.float32)
        flagged += int((np.asarray(score_lobby(x, mean, inv_cov)) > 3.0).sum())
    print(flagged)


if __name__ == "__main__":
    main()
