import numpy as np
import jax.numpy as jnp

from vad import VADConfig, detect_speech

SR = 8000
VAD_CFG = VADConfig(energy_threshold_db=-30.0)


def stream_chunks(rng, n_chunks=6, chunk=SR // 2):
    for i in range(n_chunks):
        t = np.arange(chunk) / SR
        speech = np.sin(2 * np.pi * 180 * t) * (rng.uniform() > 0.4)
        yield (speech * np.hanning(chunk) + 0.005 * rng.standard_normal(chunk)).astype(np.float32)


def main():
    rng = np.random.default_rng(29)
    for i, chunk in enumerate(stream_chunks(rng)):
        mask = np.asarray(detect_speech(jnp.asarray(chunk), VAD_CFG))
        print(f"chunk {i}: speech ratio {mask.mean():.2f}")


if __name__ == "__main__":
    main()
