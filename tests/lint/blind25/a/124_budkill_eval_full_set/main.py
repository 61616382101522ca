import jax
import jax.numpy as jnp
import numpy as np
import optax

from loader import BudSampleLoader

tx = optax.sgd(0.1, momentum=0.9)


@jax.jit
def bud_step(w, s, x, y):
    def loss(w):
        return optax.sigmoid_binary_cross_entropy(x @ w["w"] + w["b"], y).mean()
    l, g = jax.value_and_grad(loss)(w)
    u, s = tx.update(g, s, w)
    return optax.apply_updates(w, u), s, l


@jax.jit
def bud_kill_accuracy(w, x, y):
    return jnp.mean(((x @ w["w"] + w["b"]) > 0) == (y > 0.5))


def samples(n, seed):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, 5)).astype(np.float32)
    return x, (x[:, 0] - 0.5 * x[:, 2] > 0.2).astype(np.float32)


def main():
    xtr, ytr = samples(230, 0)
    xva, yva = samples(77, 1)
    w = {"w": jnp.zeros(5), "b": jnp.zeros(())}
    s = tx.init(w)
    loader = BudSampleLoader(xtr, ytr, 50)
    for e in range(4):
        for xb, yb in loader.epoch(e):
            w, s, l = bud_step(w, s, xb, yb)
        print(f"epoch {e}: loss {float(l):.3f}, validation accuracy {float(bud_kill_accuracy(w, xva, yva)):.2f}")


if __name__ == "__main__":
    main()
