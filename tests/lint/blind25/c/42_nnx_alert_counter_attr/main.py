import optax
from flax import nnx

from detector import AlertAutoencoder, online_update
from stream import nightly_alerts


def main():
    model = AlertAutoencoder(12, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.sgd(0.05), wrt=nnx.Param)
    for night, feats in nightly_alerts():
        for _ in range(5):
            loss = online_update(model, optimizer, feats)
        model.nights_seen += 1
        print(f"night {night}: recon loss {float(loss):.4f} (model has seen {model.nights_seen} nights)")


if __name__ == "__main__":
    main()
