import jax
import jax.numpy as jnp
import numpy as np


def clean_window(raw, mask=None):
    values = np.nan_to_num(raw, nan=0.0).astype(np.float32)
    if mask is None:
        mask = np.ones(raw.shape)
    return values, mask


def window_with_dropouts(rng, n_sensors=6, length=40):
    raw = rng.normal(20.0, 1.0, size=(n_sensors, length))
    dropped = rng.random(raw.shape) < 0.05
    raw[dropped] = np.nan
    return raw, ~dropped


@jax.jit
def masked_drift(values, mask, reference):
    m = mask.astype(jnp.float32)
    mean = (values * m).sum(-1) / jnp.maximum(m.sum(-1), 1.0)
    return jnp.abs(mean - reference)


def main():
    rng = np.random.default_rng(103)
    reference = jnp.full((6,), 20.0, jnp.float32)
    for t in range(6):
        if t % 3 == 0:
            raw, mask = window_with_dropouts(rng)
            values, mask = clean_window(raw, mask)
        else:
            raw = rng.normal(20.0, 1.0, size=(6, 40))
            values, mask = clean_window(raw)
        print(t, np.round(np.asarray(masked_drift(values, mask, reference)), 3).tolist())


if __name__ == "__main__":
    main()
