import numpy as np
import jax
import jax.numpy as jnp

from features import LogMelFrontend

CLIP_SAMPLES = 4096


def synth_batch(rng, batch=8):
    t = np.arange(CLIP_SAMPLES) / 16000.0
    f0 = rng.uniform(100, 400, size=(batch, 1))
    wav = np.sin(2 * np.pi * f0 * t) + 0.05 * rng.standard_normal((batch, CLIP_SAMPLES))
    labels = (f0[:, 0] > 250).astype(np.int32)
    return jnp.asarray(wav, jnp.float32), jnp.asarray(labels)


@jax.jit
def train_step(w, feats, labels):
    def loss_fn(w):
        logits = feats.mean(axis=1) @ w
        return -jnp.mean(jax.nn.log_softmax(logits)[jnp.arange(labels.shape[0]), labels])

    loss, g = jax.value_and_grad(loss_fn)(w)
    return w - 0.1 * g, loss


def main():
    rng = np.random.default_rng(1)
    frontend = LogMelFrontend()
    w = jnp.zeros((frontend.n_mels, 2))
    for step in range(6):
        wav, labels = synth_batch(rng)
        feats = frontend.transform(wav)
        w, loss = train_step(w, feats, labels)
        print(f"step {step} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
