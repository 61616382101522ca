import numpy as np
import jax
import jax.numpy as jnp

CHUNK_SAMPLES = 1600  # 100 ms at 16 kHz
N_FEATS = 32
HIDDEN = 24
VOCAB = 29  # blank + a-z + space + apostrophe


def init_params(key):
    k1, k2, k3 = jax.random.split(key, 3)
    return {
        "proj": jax.random.normal(k1, (CHUNK_SAMPLES // 50, N_FEATS)) * 0.1,
        "rec": jax.random.normal(k2, (N_FEATS + HIDDEN, HIDDEN)) * 0.1,
        "out": jax.random.normal(k3, (HIDDEN, VOCAB)) * 0.1,
    }


class StreamingRecognizer:
    def __init__(self, params):
        self.params = params
        self._encode = jax.jit(self._encode_chunk)

    def _encode_chunk(self, params, chunk, valid, hidden):
        frames = chunk.reshape(50, -1) * (jnp.arange(CHUNK_SAMPLES).reshape(50, -1) < valid)
        feats = jnp.log1p(jnp.abs(frames @ params["proj"]))

        def cell(h, x):
            h = jnp.tanh(jnp.concatenate([x, h]) @ params["rec"])
            return h, h @ params["out"]

        hidden, logits = jax.lax.scan(cell, hidden, feats)
        return hidden, jnp.argmax(logits, axis=-1)

    def transcribe(self, audio_stream):
        hidden = jnp.zeros((HIDDEN,))
        tokens = []
        for chunk in audio_stream:
            valid = len(chunk)
            if valid < CHUNK_SAMPLES:
                chunk = np.pad(chunk, (0, CHUNK_SAMPLES - valid))
            hidden, ids = self._encode(self.params, jnp.asarray(chunk), jnp.int32(valid), hidden)
            tokens.extend(int(t) for t in ids if t != 0)
        return tokens


def microphone_chunks(wav):
    for start in range(0, len(wav), CHUNK_SAMPLES):
        yield wav[start:start + CHUNK_SAMPLES]
