import jax
import jax.numpy as jnp


@jax.jit
def optimal_interpolation(background, obs, H, B_diag, R_diag):
    innov = obs - H @ background
    S = (H * B_diag) @ H.T + jnp.diag(R_diag)
    gain = (B_diag[:, None] * H.T) @ jnp.linalg.inv(S)
    return background + gain @ innov
