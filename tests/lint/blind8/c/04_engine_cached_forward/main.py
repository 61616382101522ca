import jax
import numpy as np

from serving import InferenceEngine


def make_params(key, sizes=(6, 32, 32, 1)):
    params = []
    for n_in, n_out in zip(sizes[:-1], sizes[1:]):
        key, sub = jax.random.split(key)
        params.append((jax.random.normal(sub, (n_in, n_out)) / np.sqrt(n_in), np.zeros(n_out, np.float32)))
    return params


def fake_requests(n, rng):
    for i in range(n):
        k = int(rng.integers(1, 8))
        yield {"id": f"req-{i}", "items": [{"features": rng.normal(size=6).tolist()} for _ in range(k)]}


def main():
    engine = InferenceEngine(make_params(jax.random.PRNGKey(1)))
    rng = np.random.default_rng(3)
    for req in fake_requests(7, rng):
        resp = engine.handle(req)
        print(resp["id"], [round(s, 3) for s in resp["scores"]])
    s = engine.stats
    print(f"{s['requests']} requests, mean latency {s['latency_ms'] / s['requests']:.1f} ms")


if __name__ == "__main__":
    main()
