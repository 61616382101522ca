from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


@partial(jax.jit, static_argnames=("tag",))
def moment_tensor_lsq(G, u, tag):
    with jax.named_scope(tag):
        m, *_ = jnp.linalg.lstsq(G, u)
        pred = G @ m
        vr = 1.0 - jnp.sum((u - pred) ** 2) / jnp.sum(u ** 2)
    return m, vr


def invert_event(event_id, G, u):
    return moment_tensor_lsq(G, u, tag=f"mt_inversion/{event_id}")


def main():
    rng = np.random.default_rng(30)
    G = jnp.asarray(rng.standard_normal((90, 6)), jnp.float32)
    for eid in ["ci38457511", "ci38443183", "nc73201181", "us6000jllz"]:
        m_true = rng.standard_normal(6).astype(np.float32)
        u = G @ jnp.asarray(m_true) + 0.05 * jnp.asarray(rng.standard_normal(90), jnp.float32)
        m, vr = invert_event(eid, G, u)
        print(eid, f"VR={float(vr):.3f}")


if __name__ == "__main__":
    main()
