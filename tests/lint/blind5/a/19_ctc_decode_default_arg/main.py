import numpy as np
import jax
import jax.numpy as jnp

from decoding import greedy_ctc, to_text

ALPHABET = "_abcdefghij"
BLANK = ALPHABET.index("_")


def acoustic_model(rng, batch, frames):
    logits = rng.standard_normal((batch, frames, len(ALPHABET))) * 2
    logits[..., BLANK] += 1.0
    return jax.nn.log_softmax(jnp.asarray(logits, jnp.float32))


def validate(rng):
    log_probs = acoustic_model(rng, 4, 30)
    best, keep = greedy_ctc(log_probs, blank_id=BLANK)
    return to_text(np.asarray(best), np.asarray(keep), ALPHABET)


def main():
    rng = np.random.default_rng(19)
    for step in range(4):
        log_probs = acoustic_model(rng, 4, 30)
        best, keep = greedy_ctc(log_probs)
        hyp = to_text(np.asarray(best), np.asarray(keep), ALPHABET)
        if step % 2 == 1:
            print(f"step {step} train hyp {hyp[0]!r} val hyp {validate(rng)[0]!r}")


if __name__ == "__main__":
    main()
