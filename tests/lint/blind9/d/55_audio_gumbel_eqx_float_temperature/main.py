import jax
import jax.numpy as jnp
import numpy as np

from quantizer import GumbelQuantizer, anneal
from train import quantizer_step

N_MELS, CODE_DIM, N_CODES, EPOCHS = 24, 8, 16, 4


def mel_frames(rng, n=64):
    base = rng.standard_normal((4, N_MELS))
    idx = rng.integers(0, 4, n)
    return (base[idx] + 0.1 * rng.standard_normal((n, N_MELS))).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    frames = jnp.asarray(mel_frames(rng))
    k_model, k_dec, key = jax.random.split(jax.random.PRNGKey(0), 3)
    quantizer = GumbelQuantizer(N_CODES, CODE_DIM, N_MELS, k_model)
    decoder_w = 0.1 * jax.random.normal(k_dec, (CODE_DIM, N_MELS))
    lr = jnp.float32(0.05)
    for epoch in range(EPOCHS):
        key, sub = jax.random.split(key)
        (quantizer, decoder_w), loss = quantizer_step((quantizer, decoder_w), frames, sub, lr)
        print(f"epoch {epoch} tau {quantizer.temperature:.3f} loss {float(loss):.4f}")
        quantizer = anneal(quantizer)


if __name__ == "__main__":
    main()
