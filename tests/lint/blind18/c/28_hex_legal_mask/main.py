import jax
import numpy as np

from policy import N, init_policy, move_probs


def selfplay_game(params, rng, num_moves=6):
    board = np.zeros((N, N), dtype=np.float32)
    player = 1.0
    examples = []
    for _ in range(num_moves):
        legal_mask = board.reshape(-1) == 0
        legal = [int(i) for i in np.flatnonzero(legal_mask)]
        probs = np.asarray(move_probs(params, board, legal_mask))
        examples.append((board.copy(), legal, probs))
        move = legal[rng.integers(len(legal))]
        board.reshape(-1)[move] = player
        player = -player
    return examples


def main():
    params = init_policy(jax.random.PRNGKey(0))
    rng = np.random.default_rng(0)
    data = []
    for _ in range(2):
        data.extend(selfplay_game(params, rng))
    print("examples", len(data))


if __name__ == "__main__":
    main()
