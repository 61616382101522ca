import jax
import jax.numpy as jnp


@jax.jit
def personal_forward(head_w, head_b, feats):
    return jax.nn.softmax(feats @ head_w + head_b)


class UserSession:
    """One connected watch: holds the user's personal head on top of shared features."""

    def __init__(self, user_id, head_w, head_b):
        self.user_id = user_id
        self.head_w = head_w
        self.head_b = head_b

    def classify(self, feats):
        return int(jnp.argmax(personal_forward(self.head_w, self.head_b, feats)))
