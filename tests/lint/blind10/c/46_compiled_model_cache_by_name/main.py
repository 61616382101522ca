import numpy as np

from cache import CompiledModelCache
from modelstore import ParamStore

MODELS = ("eta-regressor", "eta-regressor-canary")


def main():
    store = ParamStore()
    cache = CompiledModelCache()
    rng = np.random.default_rng(1)
    for poll in range(6):
        name = MODELS[poll % 2]
        params = store.fetch(name)
        predict = cache.get(name)
        eta = predict(params, rng.normal(size=(32, 6)).astype(np.float32))
        print(f"poll {poll}: {name} mean eta {float(eta.mean()):.3f}, cache misses {cache.misses}")


if __name__ == "__main__":
    main()
