from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from design import SurveyDesign


@partial(jax.jit, static_argnums=2)
def occupancy_loglik(logit_psi, logit_p, design, detections):
    psi = jax.nn.sigmoid(logit_psi)
    p = jax.nn.sigmoid(logit_p)
    k = detections.sum(axis=-1)
    seen = psi * p**k * (1 - p) ** (design.n_visits - k)
    never = seen + (1 - psi)
    return jnp.where(k > 0, jnp.log(seen), jnp.log(never)).sum()


SITES = {
    "heath_a": np.array([[0, 1, 0, 0], [0, 0, 0, 0], [1, 1, 0, 1]]),
    "heath_b": np.array([[0, 0, 0, 0], [0, 0, 1, 0], [0, 0, 0, 0]]),
    "dune": np.array([[1, 0, 0, 1], [0, 0, 0, 0], [0, 1, 1, 0]]),
    "fen": np.array([[0, 0, 0, 0], [1, 0, 0, 0], [0, 0, 0, 0]]),
}


def main():
    logit_psi, logit_p = jnp.float32(0.2), jnp.float32(-0.5)
    for site, detections in SITES.items():
        design = SurveyDesign(n_visits=4, detection_method="live_trap")
        ll = occupancy_loglik(logit_psi, logit_p, design, jnp.asarray(detections, jnp.float32))
        print(site, float(ll))


if __name__ == "__main__":
    main()
