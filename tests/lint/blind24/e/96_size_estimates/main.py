import numpy as np
import jax
import jax.numpy as jnp

from settings import job_settings


@jax.jit
def estimate_size_mb(complexity, settings, duration_s):
    q = 2.0 ** ((settings["crf"] - 23.0) / 6.0)
    aq = 1.0 + 0.1 * settings["aq_strength"] * jnp.std(complexity)
    grain = 1.0 + 0.5 * settings["grain_keep"] * jnp.mean(complexity > 0.7)
    kbps = 400.0 * jnp.mean(complexity) * aq * grain / q
    return kbps * duration_s / 8000.0


def main():
    rng = np.random.default_rng(0)
    for job, dur in [("trailer", 150.0), ("doc_archival", 3600.0), ("social_cut", 30.0),
                     ("film_restore", 5400.0), ("promo", 60.0)]:
        complexity = rng.uniform(0, 1, (60, 8)).astype(np.float32)
        mb = estimate_size_mb(complexity, job_settings(job), dur)
        print(job, round(float(mb), 2))


if __name__ == "__main__":
    main()
