import jax
import jax.numpy as jnp


class Personalizer:
    """Few-step per-user adaptation of a shared linear preference head."""

    def __init__(self, global_w, inner_lr=0.1, inner_steps=3):
        self.global_w = global_w
        self.inner_lr = inner_lr
        self.inner_steps = inner_steps

    def adapt(self, item_feats, engaged):
        lr = self.inner_lr

        @jax.jit
        def inner_step(w, x, y):
            def loss(w):
                z = x @ w
                return jnp.mean(jnp.logaddexp(0.0, z) - y * z) + 0.1 * jnp.sum((w - self.global_w) ** 2)

            return w - lr * jax.grad(loss)(w)

        w = self.global_w
        for _ in range(self.inner_steps):
            w = inner_step(w, item_feats, engaged)
        return w
