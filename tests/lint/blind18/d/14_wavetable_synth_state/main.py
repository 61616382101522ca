import jax.numpy as jnp
import numpy as np

from synth import Voice


def saw_table(n=256):
    return jnp.asarray(np.linspace(-1.0, 1.0, n, endpoint=False), jnp.float32)


def main():
    voice = Voice(saw_table(), freq=220.0)
    blocks = [voice.next_block() for _ in range(6)]
    audio = np.concatenate([np.asarray(b) for b in blocks])
    print("samples:", audio.shape[0], "peak:", float(np.abs(audio).max()))


if __name__ == "__main__":
    main()
