import numpy as np
import jax.numpy as jnp

from service import triage_batch, audit_batch


def main():
    rng = np.random.default_rng(30)
    weights = {"w": jnp.asarray(rng.normal(size=9), jnp.float32), "b": jnp.float32(-1.0)}
    for day in range(5):
        feats = jnp.asarray(rng.normal(size=(256, 9)), jnp.float32)
        p, tier = triage_batch(weights, feats)
        audited = audit_batch(weights, feats[:256])
        print(day, float(p.mean()), int((tier == 3).sum()), int((audited >= 2).sum()))


if __name__ == "__main__":
    main()
