import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

from model import BazinModel, band_loss_and_grad

BANDS = ["g", "r", "i", "z"]


def observations(seed=0, n=30):
    rng = np.random.default_rng(seed)
    out = []
    for b in range(len(BANDS)):
        t = np.sort(rng.uniform(-20, 60, n)).astype(np.float32)
        f = 100 * (1 - 0.15 * b) * np.exp(-t / (25 + 5 * b)) / (1 + np.exp(-t / 3.0))
        err = np.full(n, 3.0, np.float32)
        out.append((t, (f + rng.normal(0, 3, n)).astype(np.float32), err))
    return out


def main():
    obs = observations()
    k = len(BANDS)
    model = BazinModel(jnp.full(k, 80.0, jnp.float32), jnp.zeros(k, jnp.float32),
                       jnp.full(k, 1.0, jnp.float32), jnp.full(k, 3.0, jnp.float32))
    lr = jnp.array([0.5, 0.05, 0.001, 0.001], jnp.float32)
    for it in range(60):
        total = 0.0
        for band, (t, f, e) in enumerate(obs):
            loss, g = band_loss_and_grad(model, t, f, e, band)
            model = jax.tree_util.tree_map(lambda p, gp, s: p - s * gp / (1 + jnp.abs(gp)), model, g,
                                           BazinModel(lr[0], lr[1], lr[2], lr[3]))
            total += float(loss)
    print(f"final chi2 {total:.1f}, peak amplitudes {np.round(np.asarray(model.amp), 1)}")


if __name__ == "__main__":
    main()
