import jax
import jax.numpy as jnp
import numpy as np

from data import make_sequences, collate


@jax.jit
def masked_ar1_loss(phi, x, mask):
    pred = phi * x[:, :-1]
    err = (x[:, 1:] - pred) ** 2 * mask[:, 1:]
    return jnp.sum(err) / jnp.sum(mask[:, 1:])


def main():
    rng = np.random.default_rng(0)
    seqs = make_sequences(24, rng)
    phi = jnp.float32(0.5)
    for start in range(0, len(seqs), 4):
        x, mask = collate(seqs[start:start + 4])
        loss = masked_ar1_loss(phi, x, mask)
        print(f"batch {start // 4}: valid={int(mask.sum())} loss={float(loss):.3f}")


if __name__ == "__main__":
    main()
