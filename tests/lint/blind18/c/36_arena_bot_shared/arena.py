import numpy as np


def play(bot_a, bot_b, rng, plies=8, cells=32):
    board = np.zeros(cells, dtype=np.float32)
    board[rng.choice(cells, 12, replace=False)] = 1.0
    board[rng.choice(np.flatnonzero(board == 0), 12, replace=False)] = -1.0
    bots = (bot_a, bot_b)
    for ply in range(plies):
        side = 1.0 if ply % 2 == 0 else -1.0
        legal = board == 0
        cell = bots[ply % 2].move(board * side, legal)
        board[cell] = side
    return float(np.sign(board.sum()))


def round_robin(bots, rng):
    table = {b.name: 0.0 for b in bots}
    for i, a in enumerate(bots):
        for b in bots[i + 1:]:
            result = play(a, b, rng)
            table[a.name] += (result + 1) / 2
            table[b.name] += (1 - result) / 2
    return table
