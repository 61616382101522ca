import numpy as np
import jax
import jax.numpy as jnp

ALPHABET = list("abcdefghijklmnopqrstuvwxyz ")


@jax.jit
def decode_probs(frame_logits, temperature):
    probs = jax.nn.softmax(frame_logits / temperature, axis=-1)
    best = jnp.argmax(probs, axis=-1)
    conf = jnp.max(probs, axis=-1).mean()
    return best, conf


def collapse(path):
    out, prev = [], None
    for p in path:
        if p != prev and p < len(ALPHABET):
            out.append(ALPHABET[p])
        prev = p
    return "".join(out)


def main():
    key = jax.random.PRNGKey(5)
    frame_logits = jax.random.normal(key, (6, 30, len(ALPHABET) + 1)) * 3.0
    for temperature in [0.5, 0.75, 1.0, 1.5, 2.0]:
        best, conf = decode_probs(frame_logits, temperature)
        texts = [collapse(np.asarray(row).tolist()) for row in best]
        print(temperature, round(float(conf), 3), texts[0][:12])


if __name__ == "__main__":
    main()
