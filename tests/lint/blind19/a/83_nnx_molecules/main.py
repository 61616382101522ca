from flax import nnx

from data import batches, make_molecules
from model import PairNet, make_optimizer, train_step


def main():
    mols = make_molecules()
    model = PairNet(nnx.Rngs(0))
    optimizer = make_optimizer(model)
    for epoch in range(2):
        for pos, mask, energy in batches(mols, 4):
            loss = train_step(model, optimizer, pos, mask, energy)
        print(f"epoch {epoch} loss={float(loss):.4f}")


if __name__ == "__main__":
    main()
