import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

from model import SpectrumVAE
from train import optim, train_step

N_PIX = 64


def stellar_spectra(n, seed=0):
    rng = np.random.default_rng(seed)
    wave = np.linspace(0, 1, N_PIX)
    teff = rng.uniform(0.2, 1.0, (n, 1))
    cont = np.exp(-wave[None] / teff)
    lines = 0.3 * np.exp(-0.5 * ((wave[None] - 0.4) / 0.02) ** 2) * teff
    return (cont - lines + 0.01 * rng.normal(size=(n, N_PIX))).astype(np.float32)


if __name__ == "__main__":
    key = jax.random.PRNGKey(0)
    data = stellar_spectra(128)
    model = SpectrumVAE(N_PIX, 4, key)
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    for epoch in range(4):
        for b in range(0, 128, 32):
            key, sub = jax.random.split(key)
            model, opt_state, loss = train_step(model, opt_state, data[b:b + 32], sub, jnp.asarray(epoch, jnp.float32))
        print(f"epoch {epoch} loss {float(loss):.3f}")
