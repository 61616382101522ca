import jax
import jax.numpy as jnp


@jax.jit
def handshape_features(hands):
    wrist = hands[:, 0:1, :]
    rel = hands - wrist
    tips = rel[:, jnp.array([4, 8, 12, 16, 20]), :]
    pair = jnp.linalg.norm(tips[:, :, None, :] - tips[:, None, :, :], axis=-1)
    return pair.reshape(hands.shape[0], -1).mean(0)
