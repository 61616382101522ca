import jax.numpy as jnp
import numpy as np

from registry import scorer_for

TENANT_POLICIES = {"acme": {"floor": 0.05}, "globex": {"floor": 0.1}}


def load_policy(tenant):
    return dict(TENANT_POLICIES[tenant])


def main():
    rng = np.random.default_rng(0)
    w = jnp.asarray(rng.normal(size=9).astype(np.float32))
    request_log = []
    for req, tenant in enumerate(["acme", "globex", "acme", "acme", "globex"]):
        policy = load_policy(tenant)
        request_log.append((req, tenant, policy))
        feats = rng.normal(size=(20, 9)).astype(np.float32)
        scores = scorer_for(policy)(w, feats)
        print(req, tenant, float(scores.max()))


if __name__ == "__main__":
    main()
