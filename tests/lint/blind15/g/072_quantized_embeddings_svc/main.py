import jax.numpy as jnp
import numpy as np

from quant import dequantize_lookup
from retrieval import candidate_vectors


def quantize(emb):
    scales = np.abs(emb).max(axis=1) / 127.0
    codes = np.round(emb / scales[:, None]).astype(np.int8)
    return {"codes": codes, "scales": scales.astype(np.float32)}


def main():
    rng = np.random.default_rng(0)
    table = quantize(rng.normal(size=(500, 16)).astype(np.float32))
    for req in range(3):
        user_hist = rng.integers(0, 500, 20).astype(np.int32)
        user_vec = dequantize_lookup(table["codes"], table["scales"], user_hist, dtype="float32").mean(0)
        cands = candidate_vectors(table, rng.integers(0, 500, 20).astype(np.int32))
        best = int(jnp.argmax(cands @ user_vec))
        print(f"request {req}: best candidate slot {best}")


if __name__ == "__main__":
    main()
