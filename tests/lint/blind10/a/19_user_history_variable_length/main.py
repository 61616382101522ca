import jax
import numpy as np

from features import group_histories, load_events
from ranker import HistoryRanker

N_ITEMS = 40


def main():
    rng = np.random.default_rng(3)
    histories = group_histories(load_events(rng, n_items=N_ITEMS))
    ranker = HistoryRanker(jax.random.PRNGKey(0), N_ITEMS)
    recs = {}
    for user, history in histories.items():
        recs[user] = np.asarray(ranker.recommend(history)).tolist()
    for user in sorted(recs):
        print(user, len(histories[user]), recs[user])


if __name__ == "__main__":
    main()
