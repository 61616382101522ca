import jax
import jax.numpy as jnp
import numpy as np
import optax

from callbacks import EarlyStopWatcher

opt = optax.adam(0.05)


@jax.jit
def plaque_step(w, opt_state, x, y):
    def loss(w):
        return optax.sigmoid_binary_cross_entropy(x @ w, y).mean()

    l, g = jax.value_and_grad(loss)(w)
    u, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(w, u), opt_state, l


def main():
    rng = np.random.default_rng(1)
    # intraoral photo colour features -> plaque present
    x = rng.normal(size=(200, 5)).astype(np.float32)
    y = (x[:, 1] > 0.2).astype(np.float32)
    w = jnp.zeros(5)
    opt_state = opt.init(w)
    watcher = EarlyStopWatcher()
    for epoch in range(8):
        w, opt_state, l = plaque_step(w, opt_state, x, y)
        watcher.on_epoch_end(epoch, l)
    print([round(s, 4) for s in watcher.slopes])


if __name__ == "__main__":
    main()
