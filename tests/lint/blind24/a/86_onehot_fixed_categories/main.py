import numpy as np
import jax
import jax.numpy as jnp
from encode import one_hot, BREEDS


@jax.jit
def breed_lambing_rate(onehot, lambs_weaned):
    n = onehot.sum(0)
    return jnp.where(n > 0, (onehot * lambs_weaned[:, None]).sum(0) / jnp.maximum(n, 1.0), jnp.nan)


rng = np.random.default_rng(69)
for flock in range(5):
    breeds = rng.choice(BREEDS[: 2 + flock % 4], 90)
    weaned = rng.poisson(1.4, 90).astype(np.float32)
    rate = breed_lambing_rate(one_hot(breeds), weaned)
    print(f"flock {flock}:", dict(zip(BREEDS, np.round(np.asarray(rate), 2).tolist())))
