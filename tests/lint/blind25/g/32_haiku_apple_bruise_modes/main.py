import numpy as np
import jax

from model import model
from steps import opt, bruise_forward, bruise_update


def hyperspectral_pixels(rng, n):
    y = rng.integers(0, 2, size=n)
    x = rng.normal(size=(n, 30)) + y[:, None] * np.linspace(0, 1, 30)[None, :]
    return x.astype(np.float32), y.astype(np.int32)


def main():
    rng = np.random.default_rng(0)
    x_val, y_val = hyperspectral_pixels(rng, 64)
    params, state = model.init(jax.random.PRNGKey(0), x_val, is_training=True)
    opt_state = opt.init(params)
    for epoch in range(5):
        for _ in range(4):
            x, y = hyperspectral_pixels(rng, 64)
            params, state, opt_state, loss = bruise_update(params, state, opt_state, x, y)
        logits, _ = bruise_forward(params, state, x_val, is_training=False)
        acc = float((logits.argmax(-1) == y_val).mean())
        print(f"epoch {epoch}: loss {float(loss):.3f} val acc {acc:.2f}")


if __name__ == "__main__":
    main()
