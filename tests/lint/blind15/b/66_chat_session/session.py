import equinox as eqx
import jax
import jax.numpy as jnp


class Session(eqx.Module):
    """Decoding state for one conversation: recent tokens used for a repetition penalty."""

    last_token: jax.Array
    recent: tuple = ()

    def push(self, token, window=8):
        recent = (self.recent + (int(token),))[-window:]
        return Session(last_token=jnp.asarray(token, jnp.int32), recent=recent)
