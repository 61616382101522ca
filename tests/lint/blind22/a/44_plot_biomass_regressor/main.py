import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

from train import make_step, optim


def plot_biomass(seed, n=80):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, 4)).astype(np.float32)  # canopy height, LAI, NDVI, soil N
    y = np.exp(0.5 + x @ np.array([0.4, 0.3, 0.2, 0.1]) + rng.normal(0, 0.1, n))
    return jnp.asarray(x), jnp.asarray(y[:, None], jnp.float32)


def log_mse(pred, target):
    return jnp.mean((pred - target) ** 2)


def main():
    x, y = plot_biomass(0)
    model = eqx.nn.MLP(4, 1, width_size=16, depth=2, key=jax.random.PRNGKey(0))
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    for epoch in range(5):
        model, opt_state, loss = make_step(model, opt_state, x, jnp.log(y), log_mse)
        print(f"epoch {epoch} log-biomass mse {float(loss):.4f}")


if __name__ == "__main__":
    main()
