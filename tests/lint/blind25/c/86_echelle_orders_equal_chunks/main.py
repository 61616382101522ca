import numpy as np
import jax
import jax.numpy as jnp

N_PIX = 4096
N_CHUNK = 8


@jax.jit
def chunk_line_depths(flux_chunk, cont_chunk):
    norm = flux_chunk / cont_chunk
    return 1.0 - norm.min(), jnp.sum(1.0 - norm)


def extracted_orders(n_orders=6, seed=0):
    rng = np.random.default_rng(seed)
    x = np.arange(N_PIX)
    for o in range(n_orders):
        blaze = 1000 * np.sin(np.pi * (x + 200) / (N_PIX + 400)) ** 2
        lines = np.ones(N_PIX)
        for c in rng.uniform(0, N_PIX, 40):
            lines -= rng.uniform(0.1, 0.7) * np.exp(-0.5 * ((x - c) / 2.5) ** 2)
        yield o, (blaze * lines.clip(0.05) + rng.normal(0, 3, N_PIX)).astype(np.float32), blaze.astype(np.float32)


def main():
    for order, flux, blaze in extracted_orders():
        f_chunks = np.split(flux, N_CHUNK)
        c_chunks = np.split(blaze, N_CHUNK)
        ews = [float(chunk_line_depths(f, c)[1]) for f, c in zip(f_chunks, c_chunks)]
        print(f"order {order}: pseudo-EW per chunk {np.round(ews, 1)}")


if __name__ == "__main__":
    main()
