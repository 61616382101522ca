import jax
import jax.numpy as jnp
import optax

from data import N_FEAT, split

tx = optax.sgd(0.1)


def bce(w, x, y):
    return optax.sigmoid_binary_cross_entropy(x @ w[:-1] + w[-1], y).mean()


@jax.jit
def train_step(w, s, x, y):
    loss, g = jax.value_and_grad(bce)(w, x, y)
    u, s = tx.update(g, s)
    return optax.apply_updates(w, u), s, loss


@jax.jit
def validate(w, xva, yva):
    logits = xva @ w[:-1] + w[-1]
    return bce(w, xva, yva), jnp.mean((logits > 0) == (yva > 0.5))


def main():
    (xtr, ytr), (xva, yva) = split()
    w = jnp.zeros(N_FEAT + 1, jnp.float32)
    s = tx.init(w)
    for epoch in range(5):
        for b in range(4):
            w, s, _ = train_step(w, s, xtr[b * 64:(b + 1) * 64], ytr[b * 64:(b + 1) * 64])
        vloss, vacc = validate(w, xva, yva)
        print(epoch, round(float(vloss), 4), round(float(vacc), 3))


if __name__ == "__main__":
    main()
