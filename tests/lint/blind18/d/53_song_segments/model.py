import equinox as eqx
import jax
import jax.numpy as jnp


class SegmentTagger(eqx.Module):
    conv: eqx.nn.Conv1d
    head: eqx.nn.Linear

    def __init__(self, n_tags, key):
        k1, k2 = jax.random.split(key)
        self.conv = eqx.nn.Conv1d(1, 8, kernel_size=16, stride=8, key=k1)
        self.head = eqx.nn.Linear(8, n_tags, key=k2)

    def __call__(self, segment):
        h = jax.nn.relu(self.conv(segment[None]))
        return self.head(h.mean(axis=-1))


@eqx.filter_jit
def tag_segments(model, segments):
    return jax.nn.sigmoid(jax.vmap(model)(segments))
