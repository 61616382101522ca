"""Request loop of a node-risk scoring service over fixed-size account neighbourhoods."""
import jax
import numpy as np

import registry

N_NODES, F, H, C = 16, 6, 12, 2


def neighbourhood_request(rng):
    adj = (rng.random((N_NODES, N_NODES)) < 0.2).astype(np.float32)
    adj = np.maximum(adj, adj.T)
    adj_norm = adj / np.maximum(adj.sum(1, keepdims=True), 1.0)
    return {"feats": rng.normal(size=(N_NODES, F)).astype(np.float32), "adj": adj_norm}


def main():
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    registry.register("v3", {"w1": jax.random.normal(k1, (2 * F, H)) * 0.2,
                             "w2": jax.random.normal(k2, (2 * H, C)) * 0.2})
    rng = np.random.default_rng(0)
    for req in range(5):
        payload = neighbourhood_request(rng)
        predictor = registry.get_predictor("v3")
        logits = np.asarray(predictor(payload["feats"], payload["adj"]))
        print(f"request {req}: root risk {float(jax.nn.softmax(logits[0])[1]):.3f}")


if __name__ == "__main__":
    main()
