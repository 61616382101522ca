import numpy as np
import jax
import jax.numpy as jnp
import optax
from flax import nnx

AUDIO_DIM = 12


class FusionClassifier(nnx.Module):
    def __init__(self, rngs):
        self.video = nnx.Linear(24, 32, rngs=rngs)
        self.audio = nnx.Linear(AUDIO_DIM, 32, rngs=rngs)
        self.head = nnx.Linear(32, 2, rngs=rngs)

    def __call__(self, batch):
        v = self.video(batch["frames"].mean(axis=1))
        a = self.audio(batch["audio"]) * batch["has_audio"][:, None]
        return self.head(nnx.relu(v + a))


def make_batch(rng, with_audio, n=8):
    frames = rng.standard_normal((n, 5, 24)).astype(np.float32)
    if with_audio:
        audio = rng.standard_normal((n, AUDIO_DIM)).astype(np.float32)
    else:
        audio = np.zeros((n, AUDIO_DIM), np.float32)
    labels = (frames.mean(axis=(1, 2)) > 0).astype(np.int32)
    return {"frames": frames, "audio": audio,
            "has_audio": np.full((n,), float(with_audio), np.float32)}, labels


@nnx.jit
def train_step(model, optimizer, batch, labels):
    def loss_fn(m):
        logits = m(batch)
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    rng = np.random.default_rng(0)
    model = FusionClassifier(nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
    for step in range(12):
        batch, labels = make_batch(rng, with_audio=(step % 4 != 3))
        loss = train_step(model, optimizer, batch, labels)
    print("final loss", float(loss))


if __name__ == "__main__":
    main()
