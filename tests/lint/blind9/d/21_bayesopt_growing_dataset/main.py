import numpy as np

from gp import expected_improvement

BUDGET = 6


def objective(x):
    # stand-in for an expensive simulator run
    return float(np.sin(6 * x[0]) * np.cos(4 * x[1]) - (x[0] - 0.6) ** 2)


class BayesOptLoop:
    def __init__(self, n_init=3, n_candidates=256, seed=0):
        self.rng = np.random.default_rng(seed)
        self.X = self.rng.uniform(size=(n_init, 2)).astype(np.float32)
        self.y = np.array([objective(x) for x in self.X], dtype=np.float32)
        self.n_candidates = n_candidates

    def suggest(self):
        cand = self.rng.uniform(size=(self.n_candidates, 2)).astype(np.float32)
        ei = np.asarray(expected_improvement(self.X, self.y, cand))
        return cand[int(np.argmax(ei))]

    def observe(self, x, value):
        self.X = np.vstack([self.X, x[None]])
        self.y = np.append(self.y, np.float32(value))


def main():
    loop = BayesOptLoop()
    for i in range(BUDGET):
        x = loop.suggest()
        loop.observe(x, objective(x))
        print(f"iter {i} x={np.round(x, 3)} best so far {loop.y.max():.4f}")


if __name__ == "__main__":
    main()
