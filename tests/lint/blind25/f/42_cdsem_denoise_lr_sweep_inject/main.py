import jax
import jax.numpy as jnp
import numpy as np

from model import Denoiser
from train import denoise_step, fresh_state


def cdsem_pairs(n=24, size=24, seed=0):
    rng = np.random.default_rng(seed)
    x = np.arange(size)
    clean = np.stack([np.tile(((x + s) % 8 < 4).astype(np.float32), (size, 1)) for s in rng.integers(0, 8, n)])
    noisy = clean + rng.normal(0, 0.3, clean.shape)  # low-dose e-beam shot noise
    return jnp.asarray(noisy[:, None], jnp.float32), jnp.asarray(clean[:, None], jnp.float32)


def main():
    noisy, clean = cdsem_pairs()
    for lr in [3e-4, 1e-3, 3e-3, 1e-2]:
        model = Denoiser(jax.random.PRNGKey(0))
        opt_state = fresh_state(model, lr)
        for step in range(15):
            model, opt_state, loss = denoise_step(model, opt_state, noisy, clean)
        print(f"lr {lr:g}: mse {float(loss):.4f}")


if __name__ == "__main__":
    main()
