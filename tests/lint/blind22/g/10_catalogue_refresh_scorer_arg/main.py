import numpy as np

from catalogue import Catalogue
from service import Recommender


def main():
    cat = Catalogue()
    rec = Recommender(cat)
    rng = np.random.default_rng(1)
    for hour in range(4):
        for _ in range(3):
            q = rng.normal(size=(8, 16)).astype(np.float32)
            items = rec.recommend(q)
        print(hour, np.asarray(items[0]))
        cat.refresh()
        rec.reload()


if __name__ == "__main__":
    main()
