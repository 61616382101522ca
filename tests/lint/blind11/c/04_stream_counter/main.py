import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np


class StreamingMean(eqx.Module):
    total: jax.Array
    count: int

    def update(self, chunk):
        return StreamingMean(self.total + chunk.sum(0), self.count + chunk.shape[0])

    @property
    def mean(self):
        return self.total / max(self.count, 1)


@eqx.filter_jit
def ingest(state, chunk):
    chunk = jnp.clip(chunk, -5.0, 5.0)
    return state.update(chunk)


rng = np.random.default_rng(3)
state = StreamingMean(jnp.zeros((3,)), 0)
for _ in range(6):
    chunk = jnp.asarray(rng.normal(size=(8, 3)).astype(np.float32))
    state = ingest(state, chunk)

print(state.count, np.asarray(state.mean))
