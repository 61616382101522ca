import equinox as eqx
import jax
import jax.numpy as jnp

WINDOW = 8


class Session(eqx.Module):
    """Decoding state for one conversation: recent tokens used for a repetition penalty."""

    last_token: jax.Array
    recent: jax.Array
    count: jax.Array

    @classmethod
    def start(cls, token):
        return cls(jnp.asarray(token, jnp.int32), jnp.full(WINDOW, -1, jnp.int32), jnp.int32(0))

    def push(self, token):
        recent = self.recent.at[self.count % WINDOW].set(token.astype(jnp.int32))
        return Session(jnp.asarray(token, jnp.int32), recent, self.count + 1)
