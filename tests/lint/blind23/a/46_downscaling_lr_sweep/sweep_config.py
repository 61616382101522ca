import itertools

LEARNING_RATES = [1e-3, 3e-3, 1e-2]
WEIGHT_DECAYS = [0.0, 1e-4]


def configs():
    for lr, wd in itertools.product(LEARNING_RATES, WEIGHT_DECAYS):
        yield {"lr": lr, "wd": wd, "steps": 30}
