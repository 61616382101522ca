import jax
import jax.numpy as jnp
import numpy as np

from augment import SpecAugmentConfig, spec_augment

EXPERIMENT = {
    "augment": {"freq_mask_width": 6, "time_mask_width": 12, "num_masks": 2},
    "epochs": 5,
    "n_mels": 40,
    "frames": 64,
}


def log_mel_batch(rng, batch, n_mels, frames):
    return np.log1p(rng.gamma(2.0, 1.0, size=(batch, n_mels, frames))).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    key = jax.random.PRNGKey(0)
    for epoch in range(EXPERIMENT["epochs"]):
        aug_cfg = SpecAugmentConfig.from_dict(EXPERIMENT["augment"])
        specs = log_mel_batch(rng, 8, EXPERIMENT["n_mels"], EXPERIMENT["frames"])
        key, sub = jax.random.split(key)
        augmented = spec_augment(sub, specs, aug_cfg)
        masked = float(jnp.mean(augmented == 0))
        print(f"epoch {epoch} masked fraction {masked:.3f}")


if __name__ == "__main__":
    main()
