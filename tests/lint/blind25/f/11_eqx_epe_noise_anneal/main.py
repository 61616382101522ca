import equinox as eqx
import jax
import numpy as np

from model import EPEModel
from train import optim, train_step, anneal_noise

# features: local pattern density, dose error, focus error, resist thickness
def synth_epe(n=256, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, 4)).astype(np.float32)
    y = (1.5 * x[:, 1] - 0.8 * x[:, 2] ** 2 + 0.3 * x[:, 0] * x[:, 3]).astype(np.float32)
    return x, y


def main():
    x, y = synth_epe()
    key = jax.random.PRNGKey(0)
    model = EPEModel(key, 4)
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    n_epochs = 5
    for epoch in range(n_epochs):
        model = anneal_noise(model, epoch, n_epochs)
        for b in range(0, 256, 64):
            key, sub = jax.random.split(key)
            model, opt_state, loss = train_step(model, opt_state, x[b:b + 64], y[b:b + 64], sub)
        print(f"epoch {epoch} noise {model.noise_std:.2f} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
