import numpy as np

from regularizer import Annealer, tv_regularized_step


def main():
    rng = np.random.default_rng(0)
    truth = np.full((16, 16), 250.0, np.float32)
    truth[5:11, 5:11] = 320.0
    observed = (truth + rng.normal(0, 15, size=truth.shape)).astype(np.float32) / 100.0
    t = observed.copy()
    ann = Annealer()
    weight = ann.weight
    for it in range(5):
        t, e = tv_regularized_step(t, observed, weight)
        weight = ann.step()
        print(it, round(float(e), 4))


if __name__ == "__main__":
    main()
