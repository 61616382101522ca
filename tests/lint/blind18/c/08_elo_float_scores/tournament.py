import numpy as np


def round_robin_round(num_players, round_idx):
    """Circle-method pairings for one round."""
    players = list(range(num_players))
    rotated = [players[0]] + players[1:][round_idx:] + players[1:][:round_idx]
    half = num_players // 2
    return [(rotated[i], rotated[num_players - 1 - i]) for i in range(half)]


def play_match(tier, white, black):
    if tier[white] > tier[black]:
        return 1
    if tier[white] < tier[black]:
        return 0
    return 0.5


def play_round(tier, pairings):
    whites = [w for w, _ in pairings]
    blacks = [b for _, b in pairings]
    scores = [play_match(tier, w, b) for w, b in pairings]
    return np.array(whites), np.array(blacks), np.asarray(scores, dtype=np.float32)
