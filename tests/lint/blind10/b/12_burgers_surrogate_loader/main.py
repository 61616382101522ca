import jax

from data import ArrayLoader, burgers_snapshots
from model import init_mlp, sgd_step

LR = 0.05


def train(n_epochs=4):
    params_in, profiles = burgers_snapshots(100)
    loader = ArrayLoader(params_in, profiles, batch_size=32)
    params = init_mlp(jax.random.PRNGKey(0), [2, 64, 32])
    for epoch in range(n_epochs):
        total = 0.0
        for xb, yb in loader:
            params, loss = sgd_step(params, xb, yb, LR)
            total += float(loss)
        print(f"epoch {epoch}: mean loss {total / len(loader):.5f}")
    return params


if __name__ == "__main__":
    train()
