import numpy as np
import jax
import jax.numpy as jnp

from streaming import frame_stream, padded_chunks

SR, FRAME, CHUNK = 8000, 200, 16


@jax.jit
def keyword_scores(template, block, mask):
    spec = jnp.abs(jnp.fft.rfft(block, axis=-1))
    spec = spec / (jnp.linalg.norm(spec, axis=-1, keepdims=True) + 1e-6)
    sim = spec @ template
    return jnp.where(mask, sim, 0.0)


def detect(template, wav, threshold=0.5):
    hits = 0
    for block, mask in padded_chunks(frame_stream(wav, FRAME), CHUNK):
        hits += int((np.asarray(keyword_scores(template, jnp.asarray(block), jnp.asarray(mask))) > threshold).sum())
    return hits


def main():
    rng = np.random.default_rng(38)
    t = np.arange(FRAME) / SR
    template = np.abs(np.fft.rfft(np.sin(2 * np.pi * 440 * t)))
    template = jnp.asarray(template / np.linalg.norm(template), jnp.float32)
    for clip in range(5):
        n = int(SR * rng.uniform(0.5, 1.5))
        tt = np.arange(n) / SR
        wav = (0.3 * rng.standard_normal(n) + (clip % 2) * np.sin(2 * np.pi * 440 * tt)).astype(np.float32)
        print(f"clip {clip}: {n / SR:.2f}s, frames over threshold: {detect(template, wav)}")


if __name__ == "__main__":
    main()
