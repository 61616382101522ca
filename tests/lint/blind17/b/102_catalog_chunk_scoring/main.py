import numpy as np

from catalog import Catalog
from retrieve import retrieve


def main():
    rng = np.random.default_rng(0)
    catalog = Catalog(rng.normal(size=(1000, 16)).astype(np.float32))
    for q in range(3):
        query = rng.normal(size=16).astype(np.float32)
        print(q, retrieve(catalog, query)[:5].tolist())


if __name__ == "__main__":
    main()
