from functools import lru_cache
import jax
import jax.numpy as jnp


@lru_cache(maxsize=32)
def get_detector(n_tx, noise_var):
    pts = jnp.array([1 + 1j, -1 + 1j, -1 - 1j, 1 - 1j]) / jnp.sqrt(2.0)

    def mmse_detect(y, H):
        G = jnp.linalg.solve(H.conj().T @ H + noise_var * jnp.eye(n_tx), H.conj().T)
        z = G @ y
        return pts[jnp.argmin(jnp.abs(z[:, None] - pts[None, :]), axis=1)]

    return jax.jit(mmse_detect)
