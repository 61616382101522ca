import jax
import numpy as np

from encoder import encode_utterances

PADDED_FRAMES, N_MELS, N_INTENTS = 120, 20, 6


def spoken_intent_batches(n, batch=4, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n):
        lengths = rng.integers(40, PADDED_FRAMES + 1, size=batch).astype(np.int32)
        feats = rng.standard_normal((batch, PADDED_FRAMES, N_MELS)).astype(np.float32)
        feats[np.arange(PADDED_FRAMES)[None, :] >= lengths[:, None]] = 0.0
        yield feats, lengths


if __name__ == "__main__":
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w": jax.random.normal(k1, (N_MELS, 16)) * 0.2, "cls": jax.random.normal(k2, (16, N_INTENTS))}
    for i, (feats, lengths) in enumerate(spoken_intent_batches(5)):
        # skip the all-padding tail of the batch
        logits = encode_utterances(params, feats, lengths, max_frames=int(lengths.max()))
        print(f"batch {i}: intents {np.asarray(logits.argmax(-1)).tolist()}")
