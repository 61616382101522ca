import itertools

SEARCH_SPACE = {"learning_rate": [1e-3, 3e-3, 1e-2], "weight_decay": [0.0, 1e-4]}


def configs():
    keys = list(SEARCH_SPACE)
    for values in itertools.product(*(SEARCH_SPACE[k] for k in keys)):
        yield dict(zip(keys, values))
