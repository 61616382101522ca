import jax.numpy as jnp
import numpy as np

from trainer import run_sweep


def make_batches(epoch, n=4, batch=16):
    rng = np.random.default_rng(epoch)
    out = []
    for _ in range(n):
        q = rng.integers(0, 64, batch)
        out.append({"q": jnp.asarray(q, jnp.int32), "d": jnp.asarray((q * 2) % 128, jnp.int32)})
    return out


def main():
    results = run_sweep([0.05, 0.1, 0.5], make_batches)
    for t, loss in results.items():
        print(f"temperature {t}: final loss {loss:.4f}")


if __name__ == "__main__":
    main()
