import flax.linen as nn
import jax
import numpy as np


class Encoder(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(4)(nn.swish(nn.Dense(16)(x)))


def iter_batches(path_list, rng, batch_size=8):
    for path in path_list:
        yield path, rng.normal(size=(batch_size, 10)).astype(np.float32)


rng = np.random.default_rng(0)
model = Encoder()
params = model.init(jax.random.PRNGKey(0), np.zeros((1, 10), np.float32))
files = [f"part-{i:05d}.npy" for i in range(5)]

embeddings = {}
for path, batch in iter_batches(files, rng):
    embeddings[path] = np.asarray(jax.jit(lambda b: model.apply(params, b))(batch))
print({k: v.shape for k, v in embeddings.items()})
