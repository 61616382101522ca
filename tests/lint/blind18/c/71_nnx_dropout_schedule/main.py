import numpy as np
import optax
from flax import nnx

from model import MoveClassifier
from train import dropout_for_epoch, train_step


def expert_batch(rng, n=32):
    boards = rng.choice([-1.0, 0.0, 1.0], size=(n, 6, 7)).astype(np.float32)
    moves = np.argmax(boards.sum(axis=1), axis=1).astype(np.int32)
    return boards, moves


def main():
    rng = np.random.default_rng(0)
    model = MoveClassifier(nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    for epoch in range(5):
        model.drop.rate = dropout_for_epoch(epoch)
        for _ in range(3):
            loss = train_step(model, optimizer, *expert_batch(rng))
        print(f"epoch {epoch} dropout {model.drop.rate:.3f} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
