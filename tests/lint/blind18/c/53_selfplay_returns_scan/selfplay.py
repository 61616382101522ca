import numpy as np


def play_subtraction_game(rng, pile=21):
    """Random self-play of the 1-2-3 subtraction game; +1 to the player taking the last stone."""
    rewards = []
    while pile > 0:
        take = min(int(rng.integers(1, 4)), pile)
        pile -= take
        rewards.append(1.0 if pile == 0 else 0.0)
    return np.asarray(rewards, dtype=np.float32)


def collect(rng, num_games):
    for _ in range(num_games):
        yield play_subtraction_game(rng)
