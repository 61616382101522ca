import jax
import jax.numpy as jnp

from data import SpectrumLoader, synth_spectra, N_CHANNELS
from model import model, tx, train_step


def main():
    x, y = synth_spectra(230)
    loader = SpectrumLoader(x, y, batch_size=64)
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, N_CHANNELS)))
    opt_state = tx.init(params)
    for epoch in range(3):
        total = 0.0
        for xb, yb, w in loader:
            params, opt_state, loss = train_step(params, opt_state, xb, yb, w)
            total += float(loss)
        print(f"epoch {epoch} loss {total:.3f}")


if __name__ == "__main__":
    main()
