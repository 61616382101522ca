import jax

from data import drill_holes, batches
from train import init, tx, train_on_holes


def main():
    holes = drill_holes()
    p = init(jax.random.PRNGKey(1))
    s = tx.init(p)
    for epoch in range(3):
        for x, y, m in batches(holes, 6):
            p, s, l = train_on_holes(p, s, x, y, m)
        print(f"epoch {epoch} bce {float(l):.4f}")


if __name__ == "__main__":
    main()
