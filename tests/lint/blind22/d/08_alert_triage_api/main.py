import numpy as np
import jax.numpy as jnp

from service import TriageService, FIELDS


def fake_alerts(rng, n, start):
    return [dict(id=start + i, **{f: float(rng.random()) for f in FIELDS}) for i in range(n)]


def main():
    rng = np.random.default_rng(0)
    svc = TriageService(jnp.asarray(rng.normal(size=len(FIELDS)).astype(np.float32)), jnp.float32(0.1))
    for req in range(4):
        ranked = svc.handle(fake_alerts(rng, 5 + req, req * 100))
        print(req, ranked[:3])


if __name__ == "__main__":
    main()
