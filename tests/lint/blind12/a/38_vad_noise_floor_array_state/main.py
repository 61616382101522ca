import jax.numpy as jnp
import numpy as np

from vad import FRAME, detect_speech

CHUNK = 16 * FRAME


def microphone(n_chunks, seed=0):
    rng = np.random.default_rng(seed)
    for i in range(n_chunks):
        noise = 0.01 * rng.standard_normal(CHUNK)
        if i % 2:
            t = np.arange(CHUNK) / 16000
            noise += 0.3 * np.sin(2 * np.pi * 180 * t) * (t > t[CHUNK // 3])
        yield noise.astype(np.float32)


def main():
    noise_floor = jnp.zeros((), dtype=jnp.float32)
    for i, chunk in enumerate(microphone(6)):
        is_speech, new_floor = detect_speech(chunk, noise_floor)
        noise_floor = new_floor
        print(f"chunk {i}: speech frames {int(is_speech.sum()):2d}/{len(is_speech)}  floor {float(noise_floor):.1f} dB")


if __name__ == "__main__":
    main()
