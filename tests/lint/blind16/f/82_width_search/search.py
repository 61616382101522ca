import itertools

WIDTHS = (16, 32, 64)
SEEDS = (0, 1)


def grid():
    for width, seed in itertools.product(WIDTHS, SEEDS):
        yield {"width": width, "seed": seed}
