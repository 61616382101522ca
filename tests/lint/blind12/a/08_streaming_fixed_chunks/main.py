import numpy as np
import jax

from streaming import StreamingRecognizer, init_params, microphone_chunks


def fake_recordings(seed=0):
    rng = np.random.default_rng(seed)
    for n_samples in (7300, 4100, 9950):
        yield rng.standard_normal(n_samples).astype(np.float32) * 0.1


def main():
    recognizer = StreamingRecognizer(init_params(jax.random.PRNGKey(0)))
    for i, wav in enumerate(fake_recordings()):
        tokens = recognizer.transcribe(microphone_chunks(wav))
        print(f"recording {i}: {len(wav)} samples -> {len(tokens)} tokens")


if __name__ == "__main__":
    main()
