import jax
import jax.numpy as jnp
import numpy as np
import optax

from augment import RandomCropLoader
from model import MorphologyCNN

net = MorphologyCNN()
tx = optax.adam(2e-3)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss(p):
        return optax.softmax_cross_entropy_with_integer_labels(net.apply(p, x), y).mean()
    l, g = jax.value_and_grad(loss)(params)
    u, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, u), opt_state, l


def galaxies(n=192, size=64, seed=0):
    rng = np.random.default_rng(seed)
    yy, xx = np.mgrid[:size, :size] - size / 2
    y = rng.integers(0, 3, n)
    imgs = np.empty((n, size, size, 1), np.float32)
    for i, c in enumerate(y):
        r = np.hypot(xx, yy * (1 if c == 0 else 0.4 if c == 1 else 0.8))
        arm = 1 + (0.5 * np.cos(2 * np.arctan2(yy, xx) - r / 3) if c == 2 else 0)
        imgs[i, ..., 0] = np.exp(-r / 6) * arm + rng.normal(0, 0.05, (size, size))
    return imgs, y.astype(np.int32)


def main():
    x, y = galaxies()
    params = net.init(jax.random.PRNGKey(0), x[:1, :48, :48])
    opt_state = tx.init(params)
    loader = RandomCropLoader(x, y, batch_size=32)
    for epoch in range(3):
        for xb, yb in loader:
            params, opt_state, l = train_step(params, opt_state, xb, yb)
        print(f"epoch {epoch}: loss {float(l):.3f}")


if __name__ == "__main__":
    main()
