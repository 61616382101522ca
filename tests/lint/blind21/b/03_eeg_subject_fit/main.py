import jax.numpy as jnp

from preprocessing import make_subject, reject_channels, band_power
import model


def fit_subject(X, y, n_steps=20):
    X_clean, keep = reject_channels(X)
    feats = jnp.asarray(band_power(X_clean))
    feats = (feats - feats.mean(0)) / (feats.std(0) + 1e-6)
    params, opt_state = model.init(feats.shape[1])
    y = jnp.asarray(y)
    for _ in range(n_steps):
        params, opt_state, loss = model.update(params, opt_state, feats, y)
    return float(loss), int(keep.sum())


def main():
    for subject in range(1, 7):
        X, y = make_subject(subject)
        loss, n_kept = fit_subject(X, y)
        print(f"sub-{subject:02d} channels={n_kept} loss={loss:.3f}")


if __name__ == "__main__":
    main()
