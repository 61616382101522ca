import jax

from data import load_passing_events, batches
from model import WIMRegressor, train_step


def main():
    events = load_passing_events()
    model = WIMRegressor(jax.random.PRNGKey(0))
    for epoch in range(5):
        for x, m, y in batches(events):
            model, loss = train_step(model, x, m, y, 1e-4)
        print(f"epoch {epoch} loss {float(loss):.3f}")


if __name__ == "__main__":
    main()
