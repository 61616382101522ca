import jax.numpy as jnp
import numpy as np

from erp import p300_amplitude

TIMES = np.linspace(-0.1, 0.7, 81).astype(np.float32)


def oddball_epochs(subject, n=40, n_ch=4):
    rng = np.random.default_rng(subject)
    p3 = 6.0 * np.exp(-((TIMES - 0.35) ** 2) / 0.004)
    x = rng.normal(scale=4.0, size=(n, n_ch, len(TIMES))) + p3 * np.array([0.3, 0.6, 1.0, 0.7])[:, None]
    return jnp.asarray(x, dtype=jnp.float32)


def main():
    times = jnp.asarray(TIMES)
    amps = []
    for subject in range(1, 6):
        amps.append(p300_amplitude(oddball_epochs(subject), times, label=f"sub-{subject:02d}"))
    print("grand-average Pz:", float(jnp.stack(amps)[:, 2].mean()))


if __name__ == "__main__":
    main()
