import numpy as np

from ranking import rank_articles, staleness_hours

N_ARTICLES, DIM = 60, 16


def main():
    rng = np.random.default_rng(0)
    emb = rng.normal(size=(N_ARTICLES, DIM)).astype(np.float32)
    ctr = rng.beta(2, 50, size=N_ARTICLES).astype(np.float32)
    # edition ages (hours) seen by successive requests over the morning
    for req, age in enumerate([1.5, 3.0, 7.25, 9.0, 2.0, 12.5]):
        user = rng.normal(size=DIM).astype(np.float32)
        stale = staleness_hours(age)
        order = rank_articles(emb, user, ctr, stale)
        print(f"request {req}: edition age {age}h, staleness {stale}, top {np.asarray(order)[:4]}")


if __name__ == "__main__":
    main()
