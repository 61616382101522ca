import jax
import jax.numpy as jnp
import numpy as np
import optax

from schedule import set_lr

tx = optax.inject_hyperparams(optax.sgd)(learning_rate=3e-3, momentum=0.9)


@jax.jit
def flotation_step(p, state, x, y):
    def loss(q):
        pred = jax.nn.sigmoid(x @ q["w"] + q["b"])
        return jnp.mean((pred - y) ** 2)
    l, g = jax.value_and_grad(loss)(p)
    u, state = tx.update(g, state)
    return optax.apply_updates(p, u), state, l


def main():
    rng = np.random.default_rng(71)
    # pH, collector dosage, frother, P80, head grade, air rate
    X = rng.normal(size=(192, 6)).astype(np.float32)
    y = (1 / (1 + np.exp(-(1.5 + 0.4 * X[:, 1] - 0.3 * X[:, 3])))).astype(np.float32)
    p = {"w": jnp.zeros(6), "b": jnp.zeros(())}
    state = tx.init(p)
    for epoch in range(6):
        state = set_lr(state, epoch)
        for b in range(0, 192, 32):
            p, state, l = flotation_step(p, state, X[b:b + 32], y[b:b + 32])
        print(f"epoch {epoch} recovery mse {float(l):.5f}")


if __name__ == "__main__":
    main()
