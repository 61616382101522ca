import numpy as np
import jax
import jax.numpy as jnp


@jax.jit
def titre_gmt(log2_titres):
    # geometric mean titre and proportion >= 1:64 among seropositive dogs (leptospirosis MAT)
    return 2.0 ** jnp.mean(log2_titres), jnp.mean(log2_titres >= 6.0)


rng = np.random.default_rng(33)
for clinic in ["Springfield", "Riverside", "Hillcrest", "Lakeside"]:
    titres = rng.integers(0, 11, 60).astype(np.float32)
    positive = titres >= 5
    gmt, high = titre_gmt(titres[positive])
    print(f"{clinic:11s} n+={int(positive.sum()):2d} GMT 1:{float(gmt):.0f} high {float(high):.2f}")
