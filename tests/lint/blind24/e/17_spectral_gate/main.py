import numpy as np
import jax
import equinox as eqx

from model import SpectralGate
from train import gate_step, optim


def main():
    rng = np.random.default_rng(0)
    model = SpectralGate(jax.random.PRNGKey(0))
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    clean = np.abs(rng.standard_normal((8, 16, 32))).astype(np.float32)
    noisy = clean + 0.3 * np.abs(rng.standard_normal(clean.shape)).astype(np.float32)
    for epoch in range(4):
        # anneal the noise floor as the gate learns
        model = eqx.tree_at(lambda m: m.floor_db, model, -60.0 + 5.0 * epoch)
        for _ in range(3):
            model, opt_state, loss = gate_step(model, opt_state, noisy, clean)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
