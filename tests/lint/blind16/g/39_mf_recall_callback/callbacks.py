import functools

import jax

from metrics import recall_at_k


class RecallCallback:
    def __init__(self, users, held_out, k=10):
        self.users = users
        self.held_out = held_out
        self.k = k
        self.history = []

    def __call__(self, epoch, params):
        evaluate = jax.jit(functools.partial(recall_at_k, params, k=self.k))
        r = float(evaluate(self.users, self.held_out))
        self.history.append(r)
        print(f"epoch {epoch}: recall@{self.k}={r:.3f}")
