import numpy as np
import jax
import jax.numpy as jnp
import optax

from utils import iterate_padded

BATCH = 50


def init(key, n_in):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (n_in, 32)) * 0.1, "b1": jnp.zeros(32),
            "w2": jax.random.normal(k2, (32,)) * 0.1, "b2": jnp.zeros(())}


def logits_fn(p, x):
    return jax.nn.relu(x @ p["w1"] + p["b1"]) @ p["w2"] + p["b2"]


tx = optax.sgd(0.1)


@jax.jit
def ames_update(p, s, x, y):
    loss, g = jax.value_and_grad(lambda q: optax.sigmoid_binary_cross_entropy(logits_fn(q, x), y).mean())(p)
    u, s = tx.update(g, s)
    return optax.apply_updates(p, u), s, loss


@jax.jit
def ames_correct(p, x, y):
    return (logits_fn(p, x) > 0) == (y > 0.5)


def main():
    rng = np.random.default_rng(0)
    x = (rng.random((430, 40)) < 0.2).astype(np.float32)
    y = ((x[:, :3].sum(1) >= 1) & (x[:, 10] == 0)).astype(np.float32)
    x_tr, y_tr, x_te, y_te = x[:300], y[:300], x[300:], y[300:]
    p = init(jax.random.PRNGKey(0), 40)
    s = tx.init(p)
    for epoch in range(3):
        for xb, yb, _ in iterate_padded(x_tr, y_tr, BATCH):
            p, s, loss = ames_update(p, s, xb, yb)
        correct = 0
        for xb, yb, k in iterate_padded(x_te, y_te, BATCH):
            correct += int(np.asarray(ames_correct(p, xb, yb))[:k].sum())
        print(f"epoch {epoch}: loss {float(loss):.3f}, test accuracy {correct / len(x_te):.3f}")


if __name__ == "__main__":
    main()
