import jax.numpy as jnp
from flax import struct


@struct.dataclass
class NormalizerState:
    mean: jnp.ndarray
    var: jnp.ndarray
    count: jnp.ndarray

    @classmethod
    def create(cls, dim):
        return cls(mean=jnp.zeros(dim), var=jnp.ones(dim), count=jnp.zeros((), jnp.float32))

    def absorb(self, batch_mean, batch_var, n):
        total = self.count + n
        w = n / total
        mean = self.mean + w * (batch_mean - self.mean)
        var = (1 - w) * self.var + w * batch_var
        return self.replace(mean=mean, var=var, count=total)
