import numpy as np
import jax

from data import collate, synthetic_histories
from model import init_tables, user_embedding

N_ITEMS = 500
BATCH = 8


def main():
    rng = np.random.default_rng(3)
    users = synthetic_histories(rng, 48, N_ITEMS)
    tables = init_tables(jax.random.PRNGKey(0), N_ITEMS, 16)
    out = []
    for start in range(0, len(users), BATCH):
        ids, mask = collate(users[start:start + BATCH])
        out.append(np.asarray(user_embedding(tables, ids, mask)))
    emb = np.concatenate(out)
    print(emb.shape, float(np.linalg.norm(emb, axis=1).mean()))


if __name__ == "__main__":
    main()
