import numpy as np
import jax
import jax.numpy as jnp
from flax import nnx


class SpeciesHead(nnx.Module):
    def __init__(self, rngs):
        self.proj = nnx.Linear(128, 20, rngs=rngs)   # embeddings -> 20 species

    def __call__(self, emb):
        return self.proj(emb)


@nnx.jit
def calibrated_probs(model, emb, temperature):
    return jax.nn.softmax(model(emb) / temperature, axis=-1)


model = SpeciesHead(nnx.Rngs(0))
rng = np.random.default_rng(0)
emb = rng.normal(size=(50, 128)).astype(np.float32)
labels = rng.integers(0, 20, size=50)
for temperature in [0.5, 0.8, 1.0, 1.5, 2.0, 3.0]:
    p = calibrated_probs(model, emb, temperature)
    nll = -np.mean(np.log(np.asarray(p)[np.arange(50), labels]))
    print(temperature, round(float(nll), 4))
