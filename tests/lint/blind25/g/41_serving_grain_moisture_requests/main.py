import numpy as np
import jax

from model import net
from server import MoistureServer


def incoming_requests(rng, n=8):
    for i in range(n):
        k = int(rng.integers(1, 6))  # probes reporting from this silo
        yield {"silo": f"S{i % 3}", "readings": rng.normal(size=(k, 6)).tolist()}


def main():
    params = net.init(jax.random.PRNGKey(0), np.zeros((1, 6), np.float32))
    server = MoistureServer(params)
    rng = np.random.default_rng(7)
    for req in incoming_requests(rng):
        resp = server.handle(req)
        print(resp["silo"], resp["moisture_pct"])
    print("served", server.served)


if __name__ == "__main__":
    main()
