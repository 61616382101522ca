import equinox as eqx
import jax.numpy as jnp
import numpy as np

from reref import CommonAverageReference, detect_bad_channels

N_CH = 12


@eqx.filter_jit
def preprocess(reref, x):
    x = reref(x)
    x = x - x.mean(axis=1, keepdims=True)
    return x / (x.std(axis=1, keepdims=True) + 1e-6)


def load(subject, n_times=256):
    rng = np.random.default_rng(subject)
    x = rng.normal(size=(N_CH, n_times))
    x[rng.choice(N_CH, 1 + subject % 3, replace=False)] *= 20.0
    return x.astype(np.float32)


def main():
    for subject in range(5):
        x = load(subject)
        bads = detect_bad_channels(x)
        out = preprocess(CommonAverageReference(bads, N_CH), jnp.asarray(x))
        print(f"sub-{subject}: bad={bads} rms={float(jnp.sqrt((out ** 2).mean())):.3f}")


if __name__ == "__main__":
    main()
