import jax
import jax.numpy as jnp
import numpy as np

from encoding import sinusoidal

DIM = 16


@jax.jit
def encode_frame(w, feat, frame_idx):
    pos = sinusoidal(frame_idx, DIM)
    return jnp.tanh((feat + pos) @ w)


def main():
    rng = np.random.default_rng(0)
    w = jnp.asarray(rng.standard_normal((DIM, DIM)).astype(np.float32) * 0.3)
    tokens = []
    for frame_idx in range(8):
        feat = rng.standard_normal(DIM).astype(np.float32)
        tokens.append(encode_frame(w, feat, frame_idx))
    summary = jnp.stack(tokens).mean(axis=0)
    print("summary norm", float(jnp.linalg.norm(summary)))


if __name__ == "__main__":
    main()
