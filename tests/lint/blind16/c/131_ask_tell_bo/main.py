import numpy as np

from optimizer import AskTellOptimizer


def objective(x):
    x = np.ravel(x)
    return float(-np.sum((x - 0.65) ** 2) + 0.1 * np.cos(8 * x[0]))


def main():
    opt = AskTellOptimizer(dim=2, budget=16)
    for _ in range(10):
        x = opt.ask()
        opt.tell(x, objective(x))
    best = int(np.argmax(np.asarray(opt.y)))
    print("best", float(opt.y[best]), np.round(np.asarray(opt.X[best]), 3))


if __name__ == "__main__":
    main()
