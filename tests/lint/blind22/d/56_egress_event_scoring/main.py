import jax
import jax.numpy as jnp
import numpy as np

from enrich import enrich

ASSET_DB = {"10.0.4.12": 1, "192.168.1.20": 0}


@jax.jit
def egress_score(w, feats, dst_internal):
    base = jax.nn.sigmoid(feats @ w)
    return jnp.where(dst_internal, base * 0.2, base)


def main():
    w = jnp.array([2.0, 0.5, 1.0])
    events = [
        {"dst": "8.8.8.8", "bytes": 5e5, "dur": 2.0, "port": 443},
        {"dst": "10.0.4.12", "bytes": 9e6, "dur": 30.0, "port": 445},
        {"dst": "203.0.113.9", "bytes": 2e7, "dur": 60.0, "port": 22},
        {"dst": "192.168.1.20", "bytes": 1e5, "dur": 1.0, "port": 80},
        {"dst": "10.9.9.9", "bytes": 3e6, "dur": 5.0, "port": 8443},
    ]
    for ev in events:
        feats, internal = enrich(ev, ASSET_DB)
        print(ev["dst"], float(egress_score(w, feats, internal)))


if __name__ == "__main__":
    main()
