import jax

from data import batches, heatwave_dataset
from model import create_state, onset_train_step


def main():
    x, y = heatwave_dataset(900)
    state = create_state(jax.random.PRNGKey(0))
    for epoch in range(4):
        total = 0.0
        for xb, yb, w in batches(x, y, 128):
            state, loss = onset_train_step(state, xb, yb, w)
            total += float(loss)
        print(f"epoch {epoch}: mean loss {total / 8:.4f}")


if __name__ == "__main__":
    main()
