import equinox as eqx
import jax
import numpy as np
import optax

from model import StrokeEncoder
from train import augment_and_step

EPOCHS = 5


def load_strokes(seed=0, n=32, n_pts=20):
    rng = np.random.default_rng(seed)
    strokes = rng.normal(size=(n, n_pts, 6)).astype(np.float32)
    labels = rng.integers(0, 28, size=n).astype(np.int32)
    return strokes, labels


def main():
    strokes, labels = load_strokes()
    key = jax.random.PRNGKey(0)
    model = StrokeEncoder(key)
    optim = optax.adamw(3e-3)
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    for epoch in range(EPOCHS):
        key, sub = jax.random.split(key)
        model, opt_state, loss = augment_and_step(model, opt_state, strokes, labels, sub,
                                                  epoch, EPOCHS, optim)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
