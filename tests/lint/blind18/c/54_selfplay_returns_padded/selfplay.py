import numpy as np


MAX_PLIES = 21


def play_subtraction_game(rng, pile=21):
    """Random self-play of the 1-2-3 subtraction game; +1 to the player taking the last stone.

    Rewards are zero-padded to MAX_PLIES (a game can never be longer than the pile).
    """
    rewards = np.zeros(MAX_PLIES, dtype=np.float32)
    length = 0
    while pile > 0:
        take = min(int(rng.integers(1, 4)), pile)
        pile -= take
        rewards[length] = 1.0 if pile == 0 else 0.0
        length += 1
    return rewards, length


def collect(rng, num_games):
    for _ in range(num_games):
        yield play_subtraction_game(rng)
