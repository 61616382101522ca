import jax
import numpy as np

from decoder import greedy_complete, init


def main():
    rng = np.random.default_rng(0)
    params = init(jax.random.PRNGKey(0))
    requests = [{"prompt": rng.integers(0, 32, 6), "max_tokens": int(rng.integers(4, 20))} for _ in range(5)]
    for req in requests:
        prompt = np.asarray(req["prompt"], dtype=np.int32)
        toks = greedy_complete(params, prompt, max_new_tokens=req["max_tokens"])
        print(req["max_tokens"], np.asarray(toks).tolist())


if __name__ == "__main__":
    main()
