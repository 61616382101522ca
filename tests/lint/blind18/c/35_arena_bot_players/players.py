import jax
import jax.numpy as jnp
import numpy as np


class NeuralBot:
    def __init__(self, name, key, board_cells=32, hidden=24):
        k1, k2 = jax.random.split(key)
        self.name = name
        self.params = {"w1": jax.random.normal(k1, (board_cells, hidden)) * 0.2,
                       "w2": jax.random.normal(k2, (hidden, board_cells)) * 0.2}

    def _scores(self, params, board):
        return jnp.tanh(board @ params["w1"]) @ params["w2"]

    def move(self, board, legal_mask):
        scores = jax.jit(self._scores)(self.params, board)
        scores = np.where(legal_mask, np.asarray(scores), -np.inf)
        return int(np.argmax(scores))
