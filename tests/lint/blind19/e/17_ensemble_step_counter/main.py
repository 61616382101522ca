import jax
import jax.numpy as jnp

from ensemble import ensemble_forward, make_ensemble
from train import fit


def main():
    key = jax.random.PRNGKey(0)
    kx, ke = jax.random.split(key)
    x = jax.random.uniform(kx, (32, 1), minval=-2, maxval=2)
    y = jnp.sin(2 * x[:, 0])
    ensemble = make_ensemble(ke, 4)
    ensemble, loss = fit(ensemble, x, y)
    grid = jnp.linspace(-3, 3, 50)[:, None]
    preds = ensemble_forward(ensemble, grid)
    print("loss", float(loss), "max epistemic std", float(preds.std(0).max()))


if __name__ == "__main__":
    main()
