import jax
import numpy as np

from ranker import recommend

TOURS = ["old town walk", "wine tasting", "harbour cruise", "museum pass", "mountain hike",
         "cooking class", "street food", "kayak trip"]


def main():
    key = jax.random.PRNGKey(0)
    item_emb = jax.random.normal(key, (len(TOURS), 12))
    rng = np.random.default_rng(0)
    for guest in range(8):
        user_vec = rng.normal(size=12).astype(np.float32)
        top = recommend(item_emb, user_vec)
        print(guest, [TOURS[int(i)] for i in top])


if __name__ == "__main__":
    main()
