import numpy as np
import jax
import flax.linen as nn

CHUNK = 16


class FabricMLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(4)(nn.relu(nn.Dense(24)(x)))


model = FabricMLP()


@jax.jit
def fabric_logits(params, x):
    return model.apply(params, x)


def predict_season(params, x):
    out = []
    for s in range(0, len(x), CHUNK):
        part = x[s:s + CHUNK]
        n = len(part)
        part = np.concatenate([part, np.zeros((CHUNK - n, x.shape[1]), x.dtype)])
        out.append(np.asarray(fabric_logits(params, part))[:n])
    return np.concatenate(out).argmax(-1)


rng = np.random.default_rng(0)
params = model.init(jax.random.PRNGKey(0), np.zeros((1, 10), np.float32))
for season, n in {2018: 37, 2019: 52, 2021: 37, 2022: 44}.items():
    x = rng.normal(size=(n, 10)).astype(np.float32)
    print(season, np.bincount(predict_season(params, x), minlength=4))
