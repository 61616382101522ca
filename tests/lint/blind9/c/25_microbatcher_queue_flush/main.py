import jax
import jax.numpy as jnp
import numpy as np

from batcher import MicroBatcher

N_FEATURES = 16

W = jax.random.normal(jax.random.PRNGKey(0), (N_FEATURES, 4)) * 0.3


@jax.jit
def infer(x):
    return jax.nn.log_softmax(jnp.tanh(x) @ W, axis=-1)


def main():
    rng = np.random.default_rng(0)
    batcher = MicroBatcher(infer, max_batch=16, max_wait_ms=5.0)
    now, req_id = 0.0, 0
    for tick in range(8):
        # bursty arrivals: quiet periods and spikes
        n_arrivals = int(rng.choice([1, 3, 7, 20]))
        for _ in range(n_arrivals):
            now += rng.exponential(0.4) / 1000.0
            batcher.submit(req_id, rng.normal(size=N_FEATURES).astype(np.float32), now)
            req_id += 1
        now += 0.006
        batcher.flush()
        print(f"tick {tick}: arrivals={n_arrivals} answered={len(batcher.results)}")


if __name__ == "__main__":
    main()
