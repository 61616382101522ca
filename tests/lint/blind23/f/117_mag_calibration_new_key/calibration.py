import numpy as np
import jax.numpy as jnp


def hard_iron_fit(samples):
    # sphere fit: |m - b|^2 = r^2  ->  linear least squares in (b, r^2 - |b|^2)
    A = np.concatenate([2 * samples, np.ones((len(samples), 1))], 1)
    y = np.sum(samples ** 2, 1)
    sol = np.linalg.lstsq(A, y, rcond=None)[0]
    return jnp.asarray(sol[:3], jnp.float32)


def maybe_calibrate(params, buffer, min_samples=40):
    if "hard_iron" not in params and len(buffer) >= min_samples:
        params = dict(params, hard_iron=hard_iron_fit(np.array(buffer)))
    return params
