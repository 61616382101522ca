import numpy as np
import jax
import jax.numpy as jnp

SPECIES = ["Turdus merula", "Erithacus rubecula", "Troglodytes troglodytes", "Fringilla coelebs"]
BAND_TABLE = jnp.array([[1500.0, 4000.0], [2000.0, 8000.0], [3000.0, 9000.0], [2000.0, 7000.0]])


@jax.jit
def in_band_fraction(power, freqs, species_idx):
    lo, hi = BAND_TABLE[species_idx]
    inband = (freqs >= lo) & (freqs <= hi)
    return jnp.sum(jnp.where(inband, power, 0.0), axis=-1) / (power.sum(-1) + 1e-9)


freqs = jnp.linspace(0, 11025, 257)
rng = np.random.default_rng(1)
for species in ["Turdus merula", "Erithacus rubecula", "Fringilla coelebs", "Troglodytes troglodytes"]:
    power = rng.gamma(2.0, size=(30, 257)).astype(np.float32)
    r = in_band_fraction(power, freqs, SPECIES.index(species))
    print(species, round(float(r.mean()), 3))
