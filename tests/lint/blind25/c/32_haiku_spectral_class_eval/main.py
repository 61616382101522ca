import jax
import jax.numpy as jnp
import numpy as np
import optax

from net import classifier
from evaluate import evaluate

CLASSES = ("star", "galaxy", "qso")


def mock_spectra(n, seed, npix=256):
    rng = np.random.default_rng(seed)
    lam = np.linspace(0, 1, npix)
    y = rng.integers(0, 3, n)
    base = np.where(y[:, None] == 0, 1.5 - lam, np.where(y[:, None] == 1, 0.5 + lam, 1.0 + 0 * lam))
    line = np.where(y[:, None] == 2, 2.0 * np.exp(-0.5 * ((lam - 0.4) / 0.01) ** 2), 0.0)
    return (base + line + rng.normal(0, 0.1, (n, npix))).astype(np.float32), y.astype(np.int32)


opt = optax.adam(3e-3)


@jax.jit
def update(params, opt_state, x, y):
    def loss(p):
        return optax.softmax_cross_entropy_with_integer_labels(classifier.apply(p, x), y).mean()
    l, g = jax.value_and_grad(loss)(params)
    u, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(params, u), opt_state, l


def main():
    xtr, ytr = mock_spectra(600, 0)
    xva, yva = mock_spectra(300, 1)
    params = classifier.init(jax.random.PRNGKey(0), xtr[:1])
    opt_state = opt.init(params)
    for epoch in range(3):
        for s in range(0, 600, 50):
            params, opt_state, l = update(params, opt_state, xtr[s:s + 50], ytr[s:s + 50])
        print(f"epoch {epoch}: loss={float(l):.3f} val acc={evaluate(params, xva, yva):.3f}")


if __name__ == "__main__":
    main()
