import numpy as np

from engine import sow
from rules import MancalaRules


def new_game(rules):
    board = np.full(rules.board_size, rules.seeds_per_pit, dtype=np.int32)
    board[rules.pits_per_side] = 0
    board[-1] = 0
    return board


def play_opening(rng, plies=6):
    rules = MancalaRules()
    board = new_game(rules)
    for _ in range(plies):
        pits = [p for p in range(rules.pits_per_side) if board[p] > 0]
        board = np.asarray(sow(board, int(rng.choice(pits)), rules=rules))
    return board


def main():
    rng = np.random.default_rng(0)
    for g in range(4):
        print(g, play_opening(rng))


if __name__ == "__main__":
    main()
