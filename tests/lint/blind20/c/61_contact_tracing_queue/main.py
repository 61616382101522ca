import jax
import jax.numpy as jnp
import numpy as np

from tracing import traced_contacts

N, K = 1_000, 8


@jax.jit
def exposure_scores(status, traced, infectivity):
    contact_status = status[traced]
    susceptible = (contact_status == 0).astype(jnp.float32)
    return jnp.sum(susceptible * infectivity[:, None], axis=1)


if __name__ == "__main__":
    rng = np.random.default_rng(0)
    contacts = rng.integers(0, N, (N, K))
    status = np.zeros(N, dtype=np.int32)
    status[rng.choice(N, 15, replace=False)] = 1
    for day in range(10):
        ids, traced = traced_contacts(status, contacts)
        infectivity = jnp.asarray(rng.uniform(0.5, 1.0, len(ids)), dtype=jnp.float32)
        scores = np.asarray(exposure_scores(jnp.asarray(status), jnp.asarray(traced), infectivity))
        exposed = np.unique(traced.ravel())
        status[ids[rng.uniform(size=len(ids)) < 0.2]] = 2
        status[exposed[(status[exposed] == 0) & (rng.uniform(size=len(exposed)) < 0.3)]] = 1
        print(f"day {day}: infected {int((status == 1).sum())}, max exposure {scores.max():.2f}")
