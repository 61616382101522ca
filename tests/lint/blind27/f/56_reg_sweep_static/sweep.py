import itertools

GRID = {
    "alpha_s": [1e-4, 1e-3, 1e-2],
    "alpha_x": [1.0, 10.0],
}


def configurations():
    for a_s, a_x in itertools.product(GRID["alpha_s"], GRID["alpha_x"]):
        yield {"alpha_s": a_s, "alpha_x": a_x}
