import numpy as np


def load_books(rng):
    books = []
    for name, weighted in [("group_life", True), ("individual_life", False), ("bancassurance", True), ("direct", False)]:
        x = rng.normal(size=(400, 5)).astype(np.float32)
        y = (x @ np.array([0.3, -0.2, 0.1, 0.0, 0.05]) + rng.normal(0, 0.3, 400)).astype(np.float32)
        w = rng.uniform(0.5, 2.0, 400).astype(np.float32) if weighted else None
        books.append((name, x, y, w))
    return books
