import numpy as np
import jax
import jax.numpy as jnp

from model import init_layers, protein_step


def nir_flour(n=96, seed=0):
    rng = np.random.default_rng(seed)
    protein = rng.uniform(8, 15, size=n)
    wl = np.linspace(0, 1, 64)
    band = np.exp(-((wl - 0.7) ** 2) / 0.005)
    x = protein[:, None] * band[None, :] / 15 + 0.01 * rng.normal(size=(n, 64))
    return x.astype(np.float32), ((protein - 11.5) / 2).astype(np.float32)


def main():
    x, y = nir_flour()
    layers = init_layers(jax.random.PRNGKey(0))
    lr = jnp.float32(0.05)
    for epoch in range(30):
        layers, loss = protein_step(layers, x, y, lr)
        if epoch % 10 == 0:
            print(epoch, float(loss))


if __name__ == "__main__":
    main()
