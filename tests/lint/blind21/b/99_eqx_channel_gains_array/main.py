import equinox as eqx
import jax.numpy as jnp
import numpy as np

from calibration import gains_for


@eqx.filter_jit
def calibrated_log_variance(raw_counts, gains):
    uv = raw_counts * jnp.asarray(gains)[:, None]
    uv = uv - uv.mean(axis=1, keepdims=True)
    return jnp.log(uv.var(axis=1) + 1e-6)


def raw_session(subject, n_ch=6, n_t=400):
    rng = np.random.default_rng(subject)
    return jnp.asarray(rng.integers(-2000, 2000, size=(n_ch, n_t)).astype(np.float32))


def main():
    for subject in range(5):
        feats = calibrated_log_variance(raw_session(subject), gains_for(subject))
        print(f"sub-{subject}: log-var {np.round(np.asarray(feats), 2)}")


if __name__ == "__main__":
    main()
