import dataclasses
import functools

import jax
import jax.numpy as jnp


@dataclasses.dataclass(frozen=True)
class RandAugmentPolicy:
    num_ops: int = 2
    magnitude: float = 0.3

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
