import jax
from flax import nnx


class PatchClassifier(nnx.Module):
    def __init__(self, n_feat, n_cls, rngs):
        self.hidden = nnx.Linear(n_feat, 32, rngs=rngs)
        self.head = nnx.Linear(32, n_cls, rngs=rngs)
        self.temperature = 1.0

    def __call__(self, x):
        logits = self.head(nnx.relu(self.hidden(x)))
        return jax.nn.softmax(logits / self.temperature, axis=-1)


@nnx.jit
def classify(model, feats):
    probs = model(feats)
    return probs.argmax(-1), probs.max(-1)
