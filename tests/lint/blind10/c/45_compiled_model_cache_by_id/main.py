import numpy as np

from cache import CompiledModelCache
from modelstore import ParamStore


def main():
    store = ParamStore()
    cache = CompiledModelCache()
    rng = np.random.default_rng(1)
    for poll in range(6):
        params = store.fetch("eta-regressor")
        predict = cache.get("eta-regressor", params)
        eta = predict(rng.normal(size=(32, 6)).astype(np.float32))
        print(f"poll {poll}: mean eta {float(eta.mean()):.3f}, cache misses {cache.misses}")


if __name__ == "__main__":
    main()
