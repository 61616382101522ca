import numpy as np
from flax import nnx

from model import DamageLocator
from train import make_optimizer, update

N_MODES, N_ZONES = 6, 5


def simulated_shifts(n=300, seed=5):
    rng = np.random.default_rng(seed)
    sens = rng.uniform(0.2, 1.0, size=(N_ZONES, N_MODES))
    zone = rng.integers(0, N_ZONES, n)
    severity = rng.uniform(0.05, 0.3, n)
    shifts = -severity[:, None] * sens[zone] + rng.normal(0, 0.01, (n, N_MODES))
    return (shifts * 10).astype(np.float32), zone.astype(np.int32)


def main():
    x, y = simulated_shifts()
    model = DamageLocator(N_MODES, N_ZONES, rngs=nnx.Rngs(0))
    batch = 50
    epochs = 6
    optimizer = make_optimizer(model, len(x) // batch, epochs)
    for epoch in range(epochs):
        for i in range(len(x) // batch):
            loss = update(model, optimizer, x[i * batch:(i + 1) * batch], y[i * batch:(i + 1) * batch])
        acc = (np.asarray(model(x)).argmax(-1) == y).mean()
        print(f"epoch {epoch} loss {float(loss):.3f} acc {acc:.2f}")


if __name__ == "__main__":
    main()
