import jax
import jax.numpy as jnp


class UserSession:
    """One connected watch: holds the user's personal head on top of shared features."""

    def __init__(self, user_id, head_w, head_b):
        self.user_id = user_id
        self.head_w = head_w
        self.head_b = head_b
        self._forward = jax.jit(self.forward)

    def forward(self, feats):
        return jax.nn.softmax(feats @ self.head_w + self.head_b)

    def classify(self, feats):
        return int(jnp.argmax(self._forward(feats)))
