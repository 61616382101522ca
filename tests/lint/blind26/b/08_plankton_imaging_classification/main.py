from flax import nnx
import optax

from data import ZooscanBatches, morphometrics
from model import TaxonMLP, taxon_train_step


def main():
    feats, labels = morphometrics(1130)
    loader = ZooscanBatches(feats, labels, batch_size=128)
    model = TaxonMLP(nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adamw(1e-3), wrt=nnx.Param)
    for epoch in range(4):
        for xb, yb in loader:
            loss = taxon_train_step(model, optimizer, xb, yb)
        print(f"epoch {epoch}: {len(loader)} batches, last loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
