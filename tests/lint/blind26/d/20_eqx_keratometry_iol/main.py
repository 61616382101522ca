import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from train import run


def main():
    rng = np.random.default_rng(4)
    # simulated keratometry (K1, K2, axis, CCT) -> IOL power offset
    x = rng.normal(size=(80, 4)).astype(np.float32)
    y = (x @ np.array([0.8, -0.5, 0.1, 0.3], np.float32))[:, None]
    model = eqx.nn.MLP(4, 1, 12, 2, key=jax.random.PRNGKey(1))
    optimizer = optax.scale_by_adam()
    lrs = -0.01 * jnp.cos(jnp.linspace(0, jnp.pi / 2, 6)) - 0.001
    run(model, optimizer, x, y, lrs)


if __name__ == "__main__":
    main()
