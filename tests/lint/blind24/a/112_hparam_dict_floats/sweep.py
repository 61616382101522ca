import itertools

LRS = (0.1, 0.05)
L2S = (0.0, 1e-3, 1e-2)


def grid():
    for lr, l2 in itertools.product(LRS, L2S):
        yield {"lr": float(lr), "l2": float(l2), "momentum": 0.9}
