import jax
import jax.numpy as jnp


def interaction_loss(user_vec, item_vecs, labels, l2):
    logits = item_vecs @ user_vec
    bce = jnp.mean(jnp.logaddexp(0.0, logits) - labels * logits)
    return bce + l2 * jnp.sum(user_vec**2)


class UserStateStore:
    """Keeps a per-user embedding that is nudged after every feedback event."""

    def __init__(self, dim, lr=0.5, l2=1e-3):
        self.dim = dim
        self.lr = lr
        self.l2 = l2
        self.users = {}
        self._grad_fn = jax.jit(jax.grad(interaction_loss))

    def get(self, uid):
        return self.users.get(uid, jnp.zeros(self.dim))

    def on_feedback(self, uid, item_vecs, labels):
        u = self.get(uid)
        self.users[uid] = u - self.lr * self._grad_fn(u, item_vecs, labels, self.l2)
