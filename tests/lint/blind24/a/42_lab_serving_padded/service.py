import jax
import jax.numpy as jnp
import numpy as np

MAX_BATCH = 16


@jax.jit
def classify_urinalysis(weights, bias, batch):
    # feline urinalysis: USG, pH, protein, crystals, RBC/hpf -> struvite urolith risk
    ref = jnp.array([1.035, 6.5, 1.0, 1.0, 5.0])
    return jax.nn.sigmoid((batch / ref - 1.0) @ weights + bias)


class UrinalysisService:
    def __init__(self, weights, bias):
        self.weights = jnp.asarray(weights, jnp.float32)
        self.bias = jnp.asarray(bias, jnp.float32)

    def handle(self, samples):
        out = []
        for start in range(0, len(samples), MAX_BATCH):
            chunk = np.asarray(samples[start:start + MAX_BATCH], np.float32)
            padded = np.zeros((MAX_BATCH, chunk.shape[1]), np.float32)
            padded[:len(chunk)] = chunk
            probs = classify_urinalysis(self.weights, self.bias, padded)
            out.extend(np.asarray(probs[:len(chunk)]).tolist())
        return out
