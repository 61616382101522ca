import numpy as np

from board import COLS, Board
from net import threat_score


def main():
    rng = np.random.default_rng(0)
    kernel = np.array([0.6, 0.4], np.float32)
    board = Board()
    replay = []
    piece = 1.0
    for ply in range(10):
        col = int(rng.integers(COLS))
        board.drop(col, piece)
        live = float(threat_score(kernel, board.grid()))
        replay.append(board.grid())
        piece = -piece
    stored = [float(threat_score(kernel, snap)) for snap in replay[-3:]]
    print("live", round(live, 4), "replayed", [round(s, 4) for s in stored])


if __name__ == "__main__":
    main()
