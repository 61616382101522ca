import numpy as np

from mcts import legal, search, visit_policy

START_STONES = 9
SIMULATIONS = 25
TEMPERATURE_DECAY = 0.7


def self_play_game(rng):
    stones, temperature, moves = START_STONES, 1.0, []
    while stones > 0:
        visits = search(stones, SIMULATIONS)
        probs = np.asarray(visit_policy(visits, temperature), dtype=np.float64)
        probs = probs * legal(stones)
        action = int(rng.choice(len(probs), p=probs / probs.sum()))
        moves.append(action + 1)
        stones -= action + 1
        temperature = np.maximum(0.1, temperature * TEMPERATURE_DECAY)
    return moves


def main():
    rng = np.random.default_rng(0)
    for g in range(2):
        moves = self_play_game(rng)
        print(f"game {g}: stones taken {moves} -> winner player {(len(moves) - 1) % 2}")


if __name__ == "__main__":
    main()
