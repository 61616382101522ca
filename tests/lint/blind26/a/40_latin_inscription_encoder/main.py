import jax
import jax.numpy as jnp

from tokens import bucketed, ALPHABET

EMB = jax.random.normal(jax.random.PRNGKey(0), (len(ALPHABET) + 1, 16))


@jax.jit
def encode_lines(ids):
    mask = (ids > 0).astype(jnp.float32)
    e = EMB[ids] * mask[:, None]
    return e.sum(0) / jnp.maximum(mask.sum(), 1.0)


LINES = [
    "DIS MANIBVS",
    "IMP CAESARI DIVI F AVGVSTO PONTIFICI MAXIMO",
    "LEG II AVG",
    "HIC SITVS EST",
    "TI CLAVDIVS TI F CLAVDIA PRISCVS MIL LEG XX VV ANN XXXV STIP XVI",
    "VIXIT ANNOS XXX",
]
for line, ids in bucketed(LINES):
    v = encode_lines(jnp.asarray(ids))
    print(f"{line[:24]:24s} {ids.shape[0]:3d} {float(v[0]):+.3f}")
