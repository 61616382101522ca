import functools

import jax
import jax.numpy as jnp


class RandAugmentPolicy:
    def __init__(self, num_ops=2, magnitude=0.3):
        self.num_ops = num_ops
        self.magnitude = magnitude

    def ops(self):
        m = self.magnitude
        return [
            lambda x: jnp.clip(x * (1.0 + m), -3.0, 3.0),
            lambda x: x + m,
            lambda x: jnp.roll(x, 1, axis=1),
            lambda x: x[:, :, ::-1],
        ][: self.num_ops + 1]


@functools.partial(jax.jit, static_argnums=1)
def apply_policy(images, policy, key):
    ops = policy.ops()
    choice = jax.random.randint(key, (images.shape[0],), 0, len(ops))
    out = jnp.stack([op(images) for op in ops])
    return jnp.take_along_axis(out, choice[None, :, None, None, None], axis=0)[0]
