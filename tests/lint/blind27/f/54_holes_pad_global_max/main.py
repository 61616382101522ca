import jax

from data import load_holes, pad_all, batches
from train import init, tx, tag_intervals


def main():
    x, y, m = pad_all(load_holes())
    p = init(jax.random.PRNGKey(1))
    s = tx.init(p)
    for epoch in range(3):
        for xb, yb, mb in batches(x, y, m, 6):
            p, s, l = tag_intervals(p, s, xb, yb, mb)
        print(f"epoch {epoch} bce {float(l):.4f}")


if __name__ == "__main__":
    main()
