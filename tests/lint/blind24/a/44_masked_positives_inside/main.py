import numpy as np
import jax
import jax.numpy as jnp


@jax.jit
def seropositive_gmt(log2_titres, cutoff):
    positive = log2_titres >= cutoff
    n = jnp.maximum(positive.sum(), 1)
    mean_log = jnp.sum(jnp.where(positive, log2_titres, 0.0)) / n
    high = jnp.sum(positive & (log2_titres >= 6.0)) / n
    return 2.0 ** mean_log, high, positive.sum()


rng = np.random.default_rng(34)
for clinic in ["Northgate", "Millbrook", "Oakridge", "Seaview"]:
    titres = rng.integers(0, 11, 60).astype(np.float32)
    gmt, high, n_pos = seropositive_gmt(titres, jnp.float32(5.0))
    print(f"{clinic:9s} n+={int(n_pos):2d} GMT 1:{float(gmt):.0f} high {float(high):.2f}")
