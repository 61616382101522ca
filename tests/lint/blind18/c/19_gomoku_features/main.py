import numpy as np

from features import encode
from state import SIZE, GomokuState


def random_game(rng, num_moves=10):
    state = GomokuState()
    planes = []
    empties = [(r, c) for r in range(SIZE) for c in range(SIZE)]
    order = rng.permutation(len(empties))[:num_moves]
    for idx in order:
        planes.append(np.asarray(encode(state.as_pytree())))
        state.play(*empties[idx])
    return np.stack(planes)


def main():
    rng = np.random.default_rng(0)
    for g in range(3):
        x = random_game(rng)
        print(g, x.shape, x.sum(axis=(0, 1, 2)))


if __name__ == "__main__":
    main()
