import numpy as np
import jax.numpy as jnp
from growth import gompertz_weight

rng = np.random.default_rng(37)
sale_barn = [(b, float(rng.uniform(200, 500))) for b in ["Angus", "Hereford", "Angus", "Charolais", "Brahman", "Hereford"]]
ages = jnp.asarray([180.0, 365.0, 540.0])
for breed, bw in [(b, 35.0) for b, _ in sale_barn]:
    w = gompertz_weight(ages, jnp.float32(bw), breed=breed)
    print(f"{breed:9s} weights at 6/12/18 mo: {np.round(np.asarray(w), 0)}")
