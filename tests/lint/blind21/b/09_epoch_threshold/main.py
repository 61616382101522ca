import jax
import jax.numpy as jnp
import numpy as np

import config


@jax.jit
def clean_erp(epochs, reject_uv):
    peak = jnp.abs(epochs).max(axis=(1, 2))
    good = (peak < reject_uv).astype(epochs.dtype)
    erp = (epochs * good[:, None, None]).sum(0) / jnp.maximum(good.sum(), 1.0)
    return erp, good.sum()


def simulate_epochs(seed):
    rng = np.random.default_rng(seed)
    x = rng.normal(scale=20.0, size=(config.N_EPOCHS, config.N_CHANNELS, config.N_TIMES))
    blinks = rng.choice(config.N_EPOCHS, 4, replace=False)
    x[blinks, :2] += 250.0
    return x.astype(np.float32)


def main():
    for i, (sub, cfg) in enumerate(config.SUBJECTS.items()):
        epochs = jnp.asarray(simulate_epochs(i))
        b0, b1 = cfg["baseline"]
        epochs = epochs - epochs[:, :, b0:b1].mean(axis=-1, keepdims=True)
        erp, n_good = clean_erp(epochs, cfg["reject_uv"])
        print(f"{sub}: kept {int(n_good)} epochs, N1 amplitude {float(erp[:, 20:30].mean()):.2f}")


if __name__ == "__main__":
    main()
