import jax
import numpy as np

from uncertainty import mc_dropout_predict


def main():
    rng = np.random.default_rng(0)
    w1 = rng.normal(size=(10, 32)).astype(np.float32) * 0.3
    w2 = rng.normal(size=(32, 1)).astype(np.float32) * 0.3
    for patient_no, seed in enumerate([11, 12, 13, 14]):
        x = rng.normal(size=(4, 10)).astype(np.float32)  # 4 OCT-derived feature vectors per visit
        mean, std = mc_dropout_predict(w1, w2, x, seed)
        print(patient_no, np.round(np.asarray(mean), 3), np.round(np.asarray(std), 3))


if __name__ == "__main__":
    main()
