import jax
import numpy as np
import optax

from network import denoiser
from trainer import train_epoch


def light_curves(n=512, npts=100, seed=0):
    rng = np.random.default_rng(seed)
    t = np.linspace(0, 1, npts)
    p = rng.uniform(0.1, 0.5, (n, 1))
    ph = rng.uniform(0, 1, (n, 1))
    clean = np.sin(2 * np.pi * (t / p + ph)) * rng.uniform(0.2, 1, (n, 1))
    return (clean + rng.normal(0, 0.3, clean.shape)).astype(np.float32), clean.astype(np.float32)


def main():
    noisy, clean = light_curves()
    tx = optax.adam(1e-3)
    params = denoiser.init(jax.random.PRNGKey(0), noisy[:1])
    opt_state = tx.init(params)
    for epoch in range(5):
        params, opt_state, loss = train_epoch(params, opt_state, tx, noisy, clean)
        print(f"epoch {epoch}: mse {float(loss):.4f}")


if __name__ == "__main__":
    main()
