import numpy as np

from learner import OnlineLearner


def click_stream(rng, n_batches, batch=32, dim=10):
    true_w = rng.normal(size=dim)
    for _ in range(n_batches):
        x = rng.normal(size=(batch, dim)).astype(np.float32)
        p = 1.0 / (1.0 + np.exp(-x @ true_w))
        y = (rng.random(batch) < p).astype(np.float32)
        yield x, y


def main():
    rng = np.random.default_rng(0)
    learner = OnlineLearner(dim=10)
    for x, y in click_stream(rng, n_batches=5):
        learner.observe(x, y)
    print("updates", learner.updates, "w norm", float(np.linalg.norm(learner.w)))


if __name__ == "__main__":
    main()
