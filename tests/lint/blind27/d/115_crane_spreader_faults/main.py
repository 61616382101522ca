import jax
import jax.numpy as jnp
import numpy as np
import optax

from batches import epoch_batches

tx = optax.rmsprop(1e-2)


@jax.jit
def spreader_step(w, opt_state, x, y):
    def loss(w):
        return jnp.mean(optax.sigmoid_binary_cross_entropy(x @ w, y))
    l, g = jax.value_and_grad(loss)(w)
    u, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(w, u), opt_state, l


def main():
    rng = np.random.default_rng(0)
    # twistlock current, hoist load, cycle count, temperature, vibration, hydraulic pressure
    x = rng.normal(size=(210, 6)).astype(np.float32)
    y = (x[:, 2] + x[:, 4] > 1.0).astype(np.float32)
    w = jnp.zeros(6)
    opt_state = tx.init(w)
    for epoch in range(4):
        for xb, yb in epoch_batches(x, y, 32, rng):
            w, opt_state, l = spreader_step(w, opt_state, xb, yb)
        print(epoch, float(l))


if __name__ == "__main__":
    main()
