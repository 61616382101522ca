import numpy as np

from distill import Distiller


def search_targets(rng, n=32):
    boards = rng.choice([-1.0, 0.0, 1.0], size=(n, 8, 8), p=[0.2, 0.6, 0.2]).astype(np.float32)
    visits = rng.gamma(1.0, size=(n, 32)).astype(np.float32)
    return boards, visits / visits.sum(axis=1, keepdims=True)


def main():
    rng = np.random.default_rng(0)
    distiller = Distiller()
    for epoch in range(4):
        distiller.start_epoch(epoch)
        for _ in range(3):
            loss = distiller.step(*search_targets(rng))
        print(f"epoch {epoch} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
