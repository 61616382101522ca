import jax
import jax.numpy as jnp
import numpy as np

from recording import Recording

CH_NAMES = ("Fz", "Cz", "Pz", "Oz", "C3", "C4")


@jax.jit
def theta_beta_ratio(rec):
    x = rec.data - rec.data.mean(axis=1, keepdims=True)
    spec = jnp.abs(jnp.fft.rfft(x, axis=1)) ** 2
    f = jnp.fft.rfftfreq(x.shape[1], 1.0 / rec.sfreq)
    theta = (spec * ((f >= 4) & (f < 8))).sum(1)
    beta = (spec * ((f >= 13) & (f < 30))).sum(1)
    return theta / beta


def load(subject, sfreq=250.0, n_samples=500):
    rng = np.random.default_rng(subject)
    t = np.arange(n_samples) / sfreq
    x = rng.normal(size=(len(CH_NAMES), n_samples)) + (1 + subject % 2) * np.sin(2 * np.pi * 6 * t)
    return Recording(jnp.asarray(x, dtype=jnp.float32), CH_NAMES, sfreq, f"sub-{subject:02d}")


def main():
    for subject in range(5):
        rec = load(subject)
        tbr = theta_beta_ratio(rec)
        print(f"{rec.subject}: Fz TBR {float(tbr[0]):.2f}")


if __name__ == "__main__":
    main()
