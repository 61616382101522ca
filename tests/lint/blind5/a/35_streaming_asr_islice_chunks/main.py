import numpy as np
import jax
import jax.numpy as jnp

from asr_service.encoder import encode_chunk
from asr_service.streaming import chunked, frame_stream

SR, FRAME, CHUNK_FRAMES, HIDDEN, VOCAB = 8000, 160, 20, 24, 12


def load_params(key):
    k1, k2, k3 = jax.random.split(key, 3)
    return {"w_in": 0.1 * jax.random.normal(k1, (FRAME // 8 + 1, HIDDEN)),
            "w_rec": 0.1 * jax.random.normal(k2, (HIDDEN, HIDDEN)),
            "w_out": 0.1 * jax.random.normal(k3, (HIDDEN, VOCAB))}


def transcribe(params, wav):
    state = jnp.zeros(HIDDEN)
    tokens = []
    for frames in chunked(frame_stream(wav, FRAME), CHUNK_FRAMES):
        logits, state = encode_chunk(params, jnp.asarray(frames), state)
        tokens.extend(np.asarray(logits.argmax(-1)).tolist())
    return tokens


def main():
    rng = np.random.default_rng(35)
    params = load_params(jax.random.PRNGKey(35))
    for request in range(5):
        seconds = rng.uniform(0.8, 2.0)
        wav = (0.1 * rng.standard_normal(int(SR * seconds))).astype(np.float32)
        tokens = transcribe(params, wav)
        print(f"request {request}: {seconds:.2f}s -> {len(tokens)} frame tokens")


if __name__ == "__main__":
    main()
