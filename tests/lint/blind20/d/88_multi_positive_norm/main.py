import numpy as np

from loss import multi_positive_loss

DIM = 8
N_Q = 4
N_D = 12


def make_pairs(rng):
    q = rng.normal(size=(N_Q, DIM)).astype(np.float32)
    d = rng.normal(size=(N_D, DIM)).astype(np.float32)
    pos_pairs = [(i, int(rng.integers(0, N_D))) for i in range(N_Q)]
    return q, d, pos_pairs


def train_objective(rng):
    q, d, pos_pairs = make_pairs(rng)
    mask = np.zeros((N_Q, N_D), dtype=bool)
    for i, j in pos_pairs:
        mask[i, j] = True
    return multi_positive_loss(q, d, mask, np.float32(mask.sum()))


def eval_objective(rng):
    q, d, pos_pairs = make_pairs(rng)
    mask = np.zeros((N_Q, N_D), dtype=bool)
    for i, j in pos_pairs:
        mask[i, j] = True
    return multi_positive_loss(q, d, mask, np.float32(mask.sum()))


def main():
    rng = np.random.default_rng(0)
    for epoch in range(3):
        tr = float(train_objective(rng))
        ev = float(eval_objective(rng))
        print(epoch, round(tr, 3), round(ev, 3))


if __name__ == "__main__":
    main()
