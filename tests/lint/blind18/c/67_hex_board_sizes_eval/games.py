import numpy as np

MAX_MOVES = 16


def random_position(rng, size, num_moves=10):
    moves = np.full(MAX_MOVES, -1, dtype=np.int32)
    moves[:num_moves] = rng.choice(size * size, num_moves, replace=False)
    players = np.where(np.arange(MAX_MOVES) % 2 == 0, 1, -1).astype(np.int32)
    return moves, players
