import jax
import jax.numpy as jnp


@jax.jit
def covariance_track(R, snapshots, forgetting, reg):
    def step(R, x):
        R = forgetting * R + (1 - forgetting) * jnp.outer(x, jnp.conj(x))
        return R, jnp.real(jnp.trace(R))
    R, tr = jax.lax.scan(step, R, snapshots)
    w = jnp.linalg.solve(R + reg * jnp.eye(R.shape[0]), jnp.ones(R.shape[0], R.dtype))
    return R, w / jnp.linalg.norm(w), tr
