import numpy as np

from detect import gasket_edge_breaks
from recipe import recipe_params


def main():
    rng = np.random.default_rng(151)
    for batch in range(4):
        params = recipe_params("GK-20" if batch % 2 == 0 else "GK-35")
        profiles = rng.normal(0.0, 0.2, size=(6, params["width"])).astype(np.float32)
        breaks = gasket_edge_breaks(profiles, edge_threshold=params["edge_threshold"])
        print(batch, np.asarray(breaks).tolist())


if __name__ == "__main__":
    main()
