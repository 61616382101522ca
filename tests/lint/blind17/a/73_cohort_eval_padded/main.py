import jax
import jax.numpy as jnp
import numpy as np

from loader import cohort, iterate


@jax.jit
def batch_stats(w, x, y, valid):
    p = jax.nn.sigmoid(x @ w)
    ll = jnp.sum(valid * (y * jnp.log(p + 1e-7) + (1 - y) * jnp.log(1 - p + 1e-7)))
    correct = jnp.sum(valid * ((p > 0.5) == (y > 0.5)))
    return ll, correct


def evaluate(w, x, y):
    total_ll, total_correct = 0.0, 0
    for xb, yb, valid in iterate(x, y):
        ll, correct = batch_stats(w, xb, yb, valid)
        total_ll += float(ll)
        total_correct += int(correct)
    return -total_ll / len(x), total_correct / len(x)


def main():
    rng = np.random.default_rng(0)
    w = jnp.asarray(np.eye(12, dtype=np.float32)[0])
    hospitals = {"north": 100, "south": 75, "east": 64, "west": 90}
    for name, n in hospitals.items():
        nll, acc = evaluate(w, *cohort(rng, n))
        print(f"{name}: n={n} nll={nll:.3f} acc={acc:.2f}")


if __name__ == "__main__":
    main()
