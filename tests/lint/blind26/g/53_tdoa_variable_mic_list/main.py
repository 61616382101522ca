import numpy as np
import jax
import jax.numpy as jnp

C = 343.0


@jax.jit
def arrival_times(mic_list, source, t0):
    return [t0 + jnp.linalg.norm(m - source) / C for m in mic_list]


def working_mics(site_seed):
    rng = np.random.default_rng(site_seed)
    all_mics = rng.uniform(0, 40, size=(6, 3)).astype(np.float32)
    alive = rng.random(6) > 0.3          # units with flat batteries are skipped
    return [jnp.asarray(m) for m, ok in zip(all_mics, alive) if ok]


source = jnp.array([20.0, 20.0, 1.0])
for site in range(6):
    mics = working_mics(site)
    times = arrival_times(mics, source, 0.0)
    print(site, len(mics), [round(float(t) * 1e3, 2) for t in times])
