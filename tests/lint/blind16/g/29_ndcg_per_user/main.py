import numpy as np

from evaluate import evaluate

N_USERS, N_ITEMS, DIM = 25, 200, 8
rng = np.random.default_rng(6)
U = rng.normal(size=(N_USERS, DIM)).astype(np.float32)
V = rng.normal(size=(N_ITEMS, DIM)).astype(np.float32)


def dot_scores(user, items):
    return V[items] @ U[user]


print("ndcg", evaluate(dot_scores, rng, N_USERS, N_ITEMS))
