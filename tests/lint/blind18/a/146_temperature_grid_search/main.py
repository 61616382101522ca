import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

from model import CalibratedClassifier, set_temperature


@eqx.filter_jit
def nll(model, x, y):
    logp = jax.nn.log_softmax(jax.vmap(model)(x), axis=-1)
    return -jnp.mean(jnp.take_along_axis(logp, y[:, None], axis=1))


def main():
    rng = np.random.default_rng(0)
    x = jnp.asarray(rng.normal(size=(200, 8)).astype(np.float32))
    y = jnp.asarray(rng.integers(0, 4, size=200).astype(np.int32))
    model = CalibratedClassifier(8, 4, jax.random.PRNGKey(0))
    best = (np.inf, 1.0)
    for t in np.linspace(0.5, 3.0, 6):
        model = set_temperature(model, t)
        score = float(nll(model, x, y))
        best = min(best, (score, float(t)))
    print(f"best temperature {best[1]:.2f} nll {best[0]:.4f}")


if __name__ == "__main__":
    main()
